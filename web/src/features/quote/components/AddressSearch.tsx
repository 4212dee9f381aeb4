// The address box of /quote: a combobox of place suggestions (spec 2 "Quote search page").
import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Field, Input, Spinner, Text } from '@chakra-ui/react';
import { MIN_SUGGESTION_INPUT } from '@shared/quote/suggestions.ts';
import { usePlaceSuggestions, type PlaceSuggestionItem } from '../hooks/usePlaceSuggestions.ts';
import { endSession } from '../searchSession.ts';

/** Address search; `onSelect` receives the chosen place. */
export function AddressSearch({ onSelect }: { onSelect: (s: PlaceSuggestionItem) => void }) {
  const [input, setInput] = useState('');
  // The suggestion just picked: its text in the box is not looked up again (the search is on its
  // way); editing the box looks up as before.
  const [picked, setPicked] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { suggestions, loading, none } = usePlaceSuggestions(input === picked ? '' : input);
  const listId = useId();
  const shown = open && suggestions.length > 0;

  const choose = (s: PlaceSuggestionItem) => {
    setOpen(false);
    setInput(s.description);
    setPicked(s.description);
    endSession(s.placeId);
    onSelect(s);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, suggestions.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && suggestions.length > 0) {
      e.preventDefault();
      choose(suggestions[Math.min(active, suggestions.length - 1)]);
    } else if (e.key === 'Escape') setOpen(false);
  };

  return (
    <Field.Root position="relative">
      <Field.Label fontWeight="semibold">Address, city or ZIP code</Field.Label>
      <Input
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        // The highlighted suggestion is announced as the arrows move.
        aria-activedescendant={shown && suggestions[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        autoFocus
        size="lg"
        bg="white"
        placeholder="e.g. 1200 Main St, Austin, TX or 60601"
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <Field.HelperText>
        Type at least {MIN_SUGGESTION_INPUT} characters; suggestions are US places.
        {loading ? <Spinner size="xs" ml="2" /> : null}
      </Field.HelperText>
      {shown ? (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label="Place suggestions"
          position="absolute"
          top="100%"
          left="0"
          right="0"
          zIndex="dropdown"
          bg="white"
          borderWidth="1px"
          rounded="md"
          boxShadow="lg"
          mt="-6"
          listStyleType="none"
          py="1"
        >
          {suggestions.map((s, i) => (
            <Box
              as="li"
              key={s.placeId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              px="4"
              py="2"
              cursor="pointer"
              bg={i === active ? 'teal.50' : undefined}
              _hover={{ bg: 'teal.50' }}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              <Text as="span" fontWeight="semibold">
                {s.mainText}
              </Text>{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                {s.secondaryText}
              </Text>
            </Box>
          ))}
        </Box>
      ) : open && none ? (
        <Box
          role="status"
          data-testid="place-no-results"
          position="absolute"
          top="100%"
          left="0"
          right="0"
          zIndex="dropdown"
          bg="white"
          borderWidth="1px"
          rounded="md"
          boxShadow="lg"
          mt="-6"
          px="4"
          py="2"
          color="fg.muted"
        >
          No Results
        </Box>
      ) : null}
    </Field.Root>
  );
}
