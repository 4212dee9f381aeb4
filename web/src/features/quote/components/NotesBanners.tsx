// Banners above the results: the market note, special-use areas and an expanded search.
import { Alert, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotesBanners_search$key } from './__generated__/NotesBanners_search.graphql.ts';

export function NotesBanners({ search }: { search: NotesBanners_search$key }) {
  const s = useFragment(
    graphql`
      fragment NotesBanners_search on QuoteSearch {
        nearby
        bufferMiles
        market {
          note
        }
        specialUseAreas {
          id
          name
          specialUse
          haulerName
        }
      }
    `,
    search,
  );
  const banners: { key: string; status: 'info' | 'warning'; text: string }[] = [];
  if (s.market?.note) banners.push({ key: 'market', status: 'info', text: s.market.note });
  for (const a of s.specialUseAreas)
    banners.push({
      key: a.id,
      status: 'warning',
      text: `Special use area (${a.specialUse}): ${a.name}${a.haulerName ? `, ${a.haulerName}` : ''}`,
    });
  if (s.nearby)
    banners.push({
      key: 'nearby',
      status: 'info',
      text: `Expanded search: zones within ${s.bufferMiles} miles`,
    });
  if (banners.length === 0) return null;
  return (
    <Stack gap="1" data-testid="notes-banners">
      {banners.map((b) => (
        <Alert.Root key={b.key} status={b.status} variant="subtle" size="sm" py="1.5" px="3">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" fontSize="sm">
            {b.text}
          </Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
}
