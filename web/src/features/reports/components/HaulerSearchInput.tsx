// The hauler search box of the alert list and the reports (no Relay): searches run when it is
// empty or holds at least 3 characters, and it says so in between.
import { Box, Input, Text } from '@chakra-ui/react';

/** A search box labelled `label`, with the 3-character hint while too short. */
export function HaulerSearchInput(p: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
}) {
  const n = p.value.trim().length;
  return (
    <Box w={{ base: 'full', md: '20rem' }}>
      <Input
        type="search"
        bg="white"
        aria-label={p.label}
        placeholder={p.label}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {n > 0 && n < p.min ? (
        <Text fontSize="xs" color="fg.muted" mt="1">
          Type at least {p.min} characters to search.
        </Text>
      ) : null}
    </Box>
  );
}
