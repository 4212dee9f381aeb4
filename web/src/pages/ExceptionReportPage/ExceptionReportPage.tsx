// /exception-report (Super Admin): tabs Hauler Exceptions and Bulk Exceptions (spec 2
// "Exception Report").
import { Container, Tabs } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { BulkExceptionList } from '../../features/reports/components/BulkExceptionList.tsx';
import { HaulerExceptionList } from '../../features/reports/components/HaulerExceptionList.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { ExceptionReportPageQuery } from './__generated__/ExceptionReportPageQuery.graphql.ts';

export const exceptionReportPageQuery = graphql`
  query ExceptionReportPageQuery(
    $hauler: String
    $territory: Territory
    $type: ExceptionType
    $reason: ExceptionReason
    $endType: ExceptionActionType
    $orderBy: ExceptionOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) @preloadable {
    ...HaulerExceptionList_query
      @arguments(
        hauler: $hauler
        territory: $territory
        type: $type
        reason: $reason
        endType: $endType
        orderBy: $orderBy
        direction: $direction
        first: $first
        after: $after
      )
    ...BulkExceptionList_query
  }
`;

export default function ExceptionReportPage() {
  const ref = useLoaderData() as PreloadedQuery<ExceptionReportPageQuery>;
  const data = usePreloadedQuery<ExceptionReportPageQuery>(exceptionReportPageQuery, ref);
  // The open tab is in the URL (?tab=bulk) like the filters (docs/decisions.md#routes-and-screens).
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bulk' ? 'bulk' : 'hauler';
  const openTab = (next: string) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'bulk') out.set('tab', 'bulk');
        else out.delete('tab');
        return out;
      },
      { preventScrollReset: true },
    );
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Exception Report">
        Service exceptions of every hauler region, and the bulk exceptions that apply to all.
      </PageHeader>
      <Tabs.Root value={tab} onValueChange={(e) => openTab(e.value)} lazyMount>
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
