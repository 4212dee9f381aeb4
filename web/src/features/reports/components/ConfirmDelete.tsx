// Delete behind a confirm step (no Relay).
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';

/** 'Delete' that asks `question` with 'Yes, Delete' / 'Cancel' before calling `onDelete`. */
export function ConfirmDelete(p: { question: string; busy: boolean; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Delete
      </Button>
    );
  return (
    <HStack role="group" aria-label="Confirm delete" gap="2" flexWrap="wrap">
      <Text fontSize="sm">{p.question}</Text>
      <Button size="xs" colorPalette="red" loading={p.busy} onClick={p.onDelete}>
        Yes, Delete
      </Button>
      <Button size="xs" variant="outline" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </HStack>
  );
}
