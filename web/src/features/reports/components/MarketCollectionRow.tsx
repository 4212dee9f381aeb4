import { Link, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { phoneText } from '../listValues.ts';
import { formatDateTime } from '../paging.ts';
import type { MarketCollectionRow_market$key } from './__generated__/MarketCollectionRow_market.graphql.ts';

/** One market of the collection, its name linking to the market page. */
export function MarketCollectionRow(props: { market: MarketCollectionRow_market$key }) {
  const m = useFragment(
    graphql`
      fragment MarketCollectionRow_market on Market {
        databaseId
        name
        territory
        timezone
        ourPhone
        updatedAt
        updatedBy
      }
    `,
    props.market,
  );
  return (
    <Table.Row data-testid="collection-row">
      <Table.Cell>
        <Link asChild color="blue.700" fontWeight="medium">
          <RouterLink to={`/markets/${m.databaseId}`}>{m.name}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>{m.territory ?? '—'}</Table.Cell>
      <Table.Cell>{m.timezone ?? '—'}</Table.Cell>
      <Table.Cell>{phoneText(m.ourPhone)}</Table.Cell>
      <Table.Cell>{formatDateTime(m.updatedAt)}</Table.Cell>
      <Table.Cell>{m.updatedBy}</Table.Cell>
    </Table.Row>
  );
}
