import { Badge, Box, HStack, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, truncate } from '../paging.ts';
import { GEO_NOTE_COLORS } from '../geoNoteColors.ts';
import { activeText, geoNoteColorName } from '../listValues.ts';
import type { GeoNoteCollectionRow_geoNote$key } from './__generated__/GeoNoteCollectionRow_geoNote.graphql.ts';

/** One geo note of the collection, its name linking to the geo note page. */
export function GeoNoteCollectionRow(props: { geoNote: GeoNoteCollectionRow_geoNote$key }) {
  const g = useFragment(
    graphql`
      fragment GeoNoteCollectionRow_geoNote on GeoNote {
        databaseId
        name
        color
        active
        description
        updatedAt
      }
    `,
    props.geoNote,
  );
  const color = GEO_NOTE_COLORS.find(([value]) => value === g.color);
  return (
    <Table.Row data-testid="collection-row">
      <Table.Cell>
        <Link asChild color="blue.700" fontWeight="medium">
          <RouterLink to={`/geo-notes/${g.databaseId}`}>{g.name}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <Box w="3" h="3" rounded="full" bg={color?.[2]} borderWidth="1px" aria-hidden />
          <Text>{geoNoteColorName(g.color)}</Text>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={g.active ? 'green' : 'gray'}>{activeText(g.active)}</Badge>
      </Table.Cell>
      <Table.Cell title={g.description}>{truncate(g.description, 60)}</Table.Cell>
      <Table.Cell>{formatDateTime(g.updatedAt)}</Table.Cell>
    </Table.Row>
  );
}
