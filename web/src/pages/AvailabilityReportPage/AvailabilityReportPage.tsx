// /availability-report (Super Admin): regions and their availability (spec 2 "Availability Report").
import { Container } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { AvailabilityReport } from '../../features/reports/components/AvailabilityReport.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { AvailabilityReportPageQuery } from './__generated__/AvailabilityReportPageQuery.graphql.ts';

export const availabilityReportPageQuery = graphql`
  query AvailabilityReportPageQuery(
    $active: Boolean
    $territory: Territory
    $noService: Boolean
    $mustCall: Boolean
    $window: Boolean
    $daysOut: Boolean
    $haulerSearch: String
    $orderBy: RegionReportOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) @preloadable {
    ...AvailabilityReport_query
      @arguments(
        active: $active
        territory: $territory
        noService: $noService
        mustCall: $mustCall
        window: $window
        daysOut: $daysOut
        haulerSearch: $haulerSearch
        orderBy: $orderBy
        direction: $direction
        first: $first
        after: $after
      )
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
