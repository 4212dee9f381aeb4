// /geo-notes/:id (docs/decisions.md#routes-and-screens): the geo note editor; /geo-notes/new
// creates one.
import { Container, EmptyState, HStack, Heading, Link, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { GeoNoteForm } from '../../features/geoNote/components/GeoNoteForm.tsx';
import { useCanWrite } from '../../features/market/useCanWrite.ts';
import type { GeoNotePageQuery } from './__generated__/GeoNotePageQuery.graphql.ts';

export const geoNotePageQuery = graphql`
  query GeoNotePageQuery($id: ID!, $withNote: Boolean!) @preloadable {
    geoNote(id: $id) @include(if: $withNote) {
      id
      name
      ...GeoNoteForm_geoNote
    }
  }
`;

export default function GeoNotePage() {
  const ref = useLoaderData() as PreloadedQuery<GeoNotePageQuery>;
  const data = usePreloadedQuery<GeoNotePageQuery>(geoNotePageQuery, ref);
  const canWrite = useCanWrite();
  const creating = !ref.variables.withNote;
  const note = data.geoNote ?? null;

  const back = (
    <Link asChild color="blue.700" textStyle="sm">
      <RouterLink to="/geo-notes/collection">All geo notes</RouterLink>
    </Link>
  );
  if (!creating && !note)
    return (
      <Container maxW="5xl" py="8">
        <EmptyState.Root bg="white" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title>Geo note not found</EmptyState.Title>
            <EmptyState.Description>
              There is no geo note with this id; it may have been deleted.
            </EmptyState.Description>
            {back}
          </EmptyState.Content>
        </EmptyState.Root>
      </Container>
    );

  return (
    <Container maxW="5xl" py="6">
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Heading size="xl">{note ? note.name : 'New Geo Note'}</Heading>
        {canWrite && back}
      </HStack>
      {creating && !canWrite ? (
        <Text>Only a Super Admin can add geo notes.</Text>
      ) : (
        <GeoNoteForm key={note?.id ?? 'new'} geoNoteRef={note} canEdit={canWrite} />
      )}
    </Container>
  );
}
