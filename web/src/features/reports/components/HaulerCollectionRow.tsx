import { Badge, Link, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { activeText, haulerTypeText } from '../listValues.ts';
import { formatDateTime } from '../paging.ts';
import type { HaulerCollectionRow_hauler$key } from './__generated__/HaulerCollectionRow_hauler.graphql.ts';

/** One hauler of the collection, its name linking to the hauler page. */
export function HaulerCollectionRow(props: { hauler: HaulerCollectionRow_hauler$key }) {
  const h = useFragment(
    graphql`
      fragment HaulerCollectionRow_hauler on Hauler {
        databaseId
        name
        type
        active
        updatedAt
        updatedBy
      }
    `,
    props.hauler,
  );
  return (
    <Table.Row data-testid="collection-row">
      <Table.Cell>
        <Link asChild color="blue.700" fontWeight="medium">
          <RouterLink to={`/haulers/${h.databaseId}`}>{h.name}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>{haulerTypeText(h.type)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={h.active ? 'green' : 'gray'}>{activeText(h.active)}</Badge>
      </Table.Cell>
      <Table.Cell>{formatDateTime(h.updatedAt)}</Table.Cell>
      <Table.Cell>{h.updatedBy}</Table.Cell>
    </Table.Row>
  );
}
