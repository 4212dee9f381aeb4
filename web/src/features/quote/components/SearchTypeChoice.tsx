// The Haulers / Dumpsters choice of /quote: how results are grouped (the viewer's searchType).
import { HStack, RadioGroup, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useUpdatePreferencesMutation } from '../mutations/UpdatePreferencesMutation.ts';
import type { SearchTypeChoice_viewer$key } from './__generated__/SearchTypeChoice_viewer.graphql.ts';

export const SEARCH_TYPES = [
  { value: 'hauler', label: 'Haulers' },
  { value: 'product', label: 'Dumpsters' },
] as const;

export function SearchTypeChoice({ viewer }: { viewer: SearchTypeChoice_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SearchTypeChoice_viewer on Viewer {
        id
        preferences {
          searchType
        }
      }
    `,
    viewer,
  );
  const save = useUpdatePreferencesMutation();
  return (
    <HStack gap="4">
      <Text fontWeight="semibold" fontSize="sm">
        Search for
      </Text>
      <RadioGroup.Root
        value={data.preferences.searchType}
        onValueChange={(e) =>
          save({ viewerId: data.id, searchType: e.value as 'hauler' | 'product' })
        }
        colorPalette="teal"
        aria-label="Search for"
      >
        <HStack gap="5">
          {SEARCH_TYPES.map((t) => (
            <RadioGroup.Item key={t.value} value={t.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </HStack>
  );
}
