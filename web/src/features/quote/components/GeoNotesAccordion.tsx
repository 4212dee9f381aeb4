// The Geo Notes accordion: active geo notes containing the address.
import { Accordion, Box, HStack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GeoNotesAccordion_search$key } from './__generated__/GeoNotesAccordion_search.graphql.ts';

export function GeoNotesAccordion({ search }: { search: GeoNotesAccordion_search$key }) {
  const { geoNotes } = useFragment(
    graphql`
      fragment GeoNotesAccordion_search on QuoteSearch {
        geoNotes {
          id
          name
          description
          color
          colorName
        }
      }
    `,
    search,
  );
  return (
    <Accordion.Root
      collapsible
      defaultValue={geoNotes.length ? ['geo-notes'] : []}
      variant="enclosed"
      bg="white"
    >
      <Accordion.Item value="geo-notes">
        <Accordion.ItemTrigger cursor="pointer">
          <Text flex="1" fontWeight="semibold">
            Geo Notes ({geoNotes.length})
          </Text>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            {geoNotes.length === 0 ? (
              <Text color="fg.muted">No geo notes at this address.</Text>
            ) : null}
            {geoNotes.map((g) => (
              <Box key={g.id} py="1" data-testid="geo-note">
                <HStack gap="2">
                  <Box
                    w="3"
                    h="3"
                    rounded="full"
                    bg={g.color}
                    borderWidth="1px"
                    title={g.colorName}
                  />
                  <Text fontWeight="semibold">{g.name}</Text>
                </HStack>
                {g.description ? <Text fontSize="sm">{g.description}</Text> : null}
              </Box>
            ))}
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}
