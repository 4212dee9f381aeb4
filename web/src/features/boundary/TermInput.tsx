// The "Place or zone" chip input of the boundary editor: a combobox of place suggestions (the
// gateway's place autocomplete, as the quote address box). Enter adds the highlighted suggestion,
// or the typed text when none is highlighted (a zone's netsuite_name, a state).
import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Input, Text } from '@chakra-ui/react';
import { usePlaceSuggestions } from '../quote/hooks/usePlaceSuggestions.ts';
import { termOfSuggestion } from './termSuggestion.ts';

export interface TermInputProps {
  id: string;
  value: string;
  onChange(text: string): void;
  /** Adds a chip for `term` (the typed text or a suggestion's term). */
  onSubmit(term: string): void;
  /** Other keys (Backspace on an empty input removes the last chip). */
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  placeholder: string;
  disabled?: boolean;
}

export function TermInput({
  id,
  value,
  onChange,
  onSubmit,
  onKeyDown,
  placeholder,
  disabled,
}: TermInputProps) {
  const [open, setOpen] = useState(false);
  // -1: nothing highlighted, Enter adds the typed text.
  const [active, setActive] = useState(-1);
  const { suggestions } = usePlaceSuggestions(disabled ? '' : value);
  const listId = useId();
  const shown = open && suggestions.length > 0;

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, suggestions.length - 1));
    } else if (e.key === 'ArrowUp' && suggestions.length) {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const s = shown && active >= 0 ? suggestions[active] : undefined;
      setOpen(false);
      setActive(-1);
      onSubmit(s ? termOfSuggestion(s) : value);
    } else if (e.key === 'Escape') setOpen(false);
    else onKeyDown(e);
  };

  return (
    // The whole width of its field (a Field.Root lines its children up at the start).
    <Box position="relative" w="full">
      <Input
        id={id}
        size="sm"
        bg="white"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
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
          zIndex="1000"
          bg="white"
          borderWidth="1px"
          rounded="md"
          boxShadow="lg"
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
              px="3"
              py="1.5"
              cursor="pointer"
              textStyle="sm"
              bg={i === active ? 'green.50' : undefined}
              _hover={{ bg: 'green.50' }}
              onMouseDown={(e) => {
                e.preventDefault();
                setOpen(false);
                setActive(-1);
                onSubmit(termOfSuggestion(s));
              }}
            >
              <Text as="span" fontWeight="semibold">
                {s.mainText}
              </Text>{' '}
              <Text as="span" color="fg.muted" textStyle="xs">
                {s.secondaryText}
              </Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
