// /exception-report (Super Admin): tabs Hauler Exceptions and Bulk Exceptions (spec 2
// "Exception Report").
import { Container, Tabs } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { BulkExceptionList } from '../../features/reports/components/BulkExceptionList.tsx';
import { HaulerExceptionList } from '../../features/reports/components/HaulerExceptionList.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { ExceptionReportPageQuery } from './__generated__/ExceptionReportPageQuery.graphql.ts';

export const exceptionReportPageQuery = graphql`
  query ExceptionReportPageQuery {
    ...HaulerExceptionList_query
    ...BulkExceptionList_query
  }
`;

export default function ExceptionReportPage() {
  const ref = useLoaderData() as PreloadedQuery<ExceptionReportPageQuery>;
  const data = usePreloadedQuery<ExceptionReportPageQuery>(exceptionReportPageQuery, ref);
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Exception Report">
        Service exceptions of every hauler region, and the bulk exceptions that apply to all.
      </PageHeader>
      <Tabs.Root defaultValue="hauler" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="hauler">Hauler Exceptions</Tabs.Trigger>
          <Tabs.Trigger value="bulk">Bulk Exceptions</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="hauler" p="0">
          <HaulerExceptionList query={data} />
        </Tabs.Content>
        <Tabs.Content value="bulk" p="0">
          <BulkExceptionList query={data} />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
