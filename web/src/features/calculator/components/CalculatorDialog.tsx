// The price calculator's dialog frame (title, close button): the calculator itself, and the
// same dialog while its product is read or when it cannot open (PriceCalculatorLoader).
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export function CalculatorDialog({
  onClose,
  testId,
  bodyPb,
  children,
}: {
  onClose: () => void;
  testId: string;
  /** Space under the body (a message without buttons needs some). */
  bodyPb?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>Price Calculator</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={bodyPb}>{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
