// A two-step delete (docs/decisions.md#states-and-transitions): Delete, then a confirm and a cancel button.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';

export interface ConfirmDeleteButtonProps {
  /** First button, e.g. 'Delete Region'. */
  label?: string;
  /** 'Confirm Delete', or 'Are you Sure?' for regions. */
  confirmLabel?: string;
  /** 'Do Not Delete', or 'Cancel' for regions. */
  cancelLabel?: string;
  onConfirm: () => Promise<unknown> | void;
}

/** Delete with a confirm step; the confirm button shows a spinner while deleting. */
export function ConfirmDeleteButton({
  label = 'Delete',
  confirmLabel = 'Confirm Delete',
  cancelLabel = 'Do Not Delete',
  onConfirm,
}: ConfirmDeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking)
    return (
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <HStack gap="2">
      <Text textStyle="sm" color="red.700">
        This cannot be undone.
      </Text>
      <Button
        size="sm"
        colorPalette="red"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {confirmLabel}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
        {cancelLabel}
      </Button>
    </HStack>
  );
}
