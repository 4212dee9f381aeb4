// /availability-report (Super Admin): regions and their availability (spec 2 "Availability Report").
import { Container } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { AvailabilityReport } from '../../features/reports/components/AvailabilityReport.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { AvailabilityReportPageQuery } from './__generated__/AvailabilityReportPageQuery.graphql.ts';

export const availabilityReportPageQuery = graphql`
  query AvailabilityReportPageQuery {
    ...AvailabilityReport_query
  }
`;

export default function AvailabilityReportPage() {
  const ref = useLoaderData() as PreloadedQuery<AvailabilityReportPageQuery>;
  const data = usePreloadedQuery<AvailabilityReportPageQuery>(availabilityReportPageQuery, ref);
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Availability Report">
        Each hauler region with today's delivery flags. Open a row (▸) to compare current and
        contract availability per size.
      </PageHeader>
      <AvailabilityReport query={data} />
    </Container>
  );
}
