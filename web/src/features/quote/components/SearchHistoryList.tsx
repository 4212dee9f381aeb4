// Search History (the viewer's last 5 searches), linked from the top bar as /quote#search-history.
import { useEffect, useRef } from 'react';
import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { SearchHistoryList_history$key } from './__generated__/SearchHistoryList_history.graphql.ts';

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';

export function SearchHistoryList({ history }: { history: SearchHistoryList_history$key }) {
  const data = useFragment(
    graphql`
      fragment SearchHistoryList_history on SearchHistoryConnection {
        edges {
          node {
            id
            placeId
            formattedAddress
            resultCount
            createdAt
          }
        }
      }
    `,
    history,
  );
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#search-history') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const entries = data.edges.map((e) => e.node).slice(0, 5);
  return (
    <Card.Root id="search-history" ref={ref} bg="white" variant="outline" scrollMarginTop="4">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          Search History
        </Heading>
      </Card.Header>
      <Card.Body>
        {entries.length === 0 ? (
          <Text color="fg.muted">No searches yet.</Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" data-testid="search-history">
            {entries.map((e) => (
              <Box as="li" key={e.id}>
                {e.placeId ? (
                  <Link asChild color="teal.700" fontWeight="medium">
                    <RouterLink to={`/quote/result/${encodeURIComponent(e.placeId)}`}>
                      {e.formattedAddress || e.placeId}
                    </RouterLink>
                  </Link>
                ) : (
                  <Text fontWeight="medium">{e.formattedAddress}</Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {when(e.createdAt)} · {e.resultCount} result{e.resultCount === 1 ? '' : 's'}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
