// /alerts (Super Admin): the alert list of spec 2 "Collection screen".
import { Container } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { AlertList } from '../../features/reports/components/AlertList.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { AlertsPageQuery } from './__generated__/AlertsPageQuery.graphql.ts';

export const alertsPageQuery = graphql`
  query AlertsPageQuery(
    $haulerSearch: String
    $territory: Territory
    $orderBy: AlertOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) @preloadable {
    ...AlertList_query
      @arguments(
        haulerSearch: $haulerSearch
        territory: $territory
        orderBy: $orderBy
        direction: $direction
        first: $first
        after: $after
      )
  }
`;

export default function AlertsPage() {
  const ref = useLoaderData() as PreloadedQuery<AlertsPageQuery>;
  const data = usePreloadedQuery<AlertsPageQuery>(alertsPageQuery, ref);
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Alerts">
        Alerts on haulers, service areas and product pricing. Click an alert to edit or delete it.
      </PageHeader>
      <AlertList query={data} />
    </Container>
  );
}
