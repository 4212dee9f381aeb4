// The shared form shell of the administration forms (docs/decisions.md#states-and-transitions):
// locked at first, Edit unlocks, Save only when unlocked, changed and valid, Discard relocks and
// restores; leaving with unsaved changes asks first. No Relay here: the caller saves.
import { Alert, Box, Button, Dialog, HStack, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';

const LockedContext = createContext(false);

const LOCKED_CSS = `.form-shell-locked :is(input, textarea, select):disabled {
  opacity: 1; color: var(--chakra-colors-fg); background: var(--chakra-colors-bg-subtle); cursor: default;
}`;

function stateText(locked: boolean, dirty: boolean, valid: boolean): string {
  if (locked) return 'Locked: press Edit to change';
  if (!dirty) return 'Editing: Save appears once something is changed';
  if (!valid) return 'Fix the marked fields to save';
  return 'Unsaved changes';
}

/** True while the surrounding form shell is locked (for inputs a fieldset does not disable). */
export function useShellLocked(): boolean {
  return useContext(LockedContext);
}

export interface FormShellProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  title: string;
  /** Saves the values; true when saved (the values become the form's new starting point). */
  onSave: (values: T) => Promise<boolean>;
  /** A new record: starts unlocked, and Discard calls `onCancel`. */
  creating?: boolean;
  /** No Edit, Save or Delete (a reader). */
  readOnly?: boolean;
  /** Lock again after a successful save (zones). */
  lockAfterSave?: boolean;
  /** Called after Discard restored the form (e.g. reload the record). */
  onDiscard?: () => void;
  /** Called by Discard while creating (leave the creating mode). */
  onCancel?: () => void;
  /** A refused save because someone else changed the record: the message and a reload. */
  conflict?: { message: string; onReload: () => void } | null;
  /** Extra actions (a delete button) shown for an existing record to writers. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Wraps a react-hook-form form with the lock, Edit/Save/Discard and the leave guard. */
export function FormShell<T extends FieldValues>(props: FormShellProps<T>) {
  const { form, title, creating = false, readOnly = false } = props;
  const [locked, setLocked] = useState(!creating || readOnly);
  const saving = useRef(false);
  const { isDirty, isValid, isSubmitting } = form.formState;
  const unsaved = !locked && isDirty;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !saving.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const submit = (e: React.FormEvent) =>
    form.handleSubmit(async (values) => {
      saving.current = true;
      try {
        if (await props.onSave(values)) {
          form.reset(values);
          if (props.lockAfterSave) setLocked(true);
        }
      } finally {
        saving.current = false;
      }
    })(e);

  const discard = () => {
    form.reset();
    if (creating) {
      // Leaving on purpose: the reset has not re-rendered yet, so the leave guard would still ask.
      if (props.onCancel) saving.current = true;
      props.onCancel?.();
    } else {
      setLocked(true);
      props.onDiscard?.();
    }
  };

  return (
    <Box asChild bg="white" borderWidth="1px" rounded="md" p="5">
      <form onSubmit={submit} noValidate>
        <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
          <Stack gap="0">
            <Heading size="md">{title}</Heading>
            {!readOnly && (
              <Text textStyle="xs" color="fg.muted" data-testid="form-state">
                {stateText(locked, isDirty, isValid)}
              </Text>
            )}
          </Stack>
          {!readOnly && (
            <HStack gap="2">
              {locked && (
                <Button size="sm" variant="outline" onClick={() => setLocked(false)}>
                  Edit
                </Button>
              )}
              {!locked && (
                <Button size="sm" variant="outline" onClick={discard}>
                  Discard
                </Button>
              )}
              {!locked && isDirty && isValid && (
                <Button size="sm" colorPalette="teal" type="submit" loading={isSubmitting}>
                  Save
                </Button>
              )}
            </HStack>
          )}
        </HStack>
        {props.conflict && !locked && (
          <Alert.Root status="warning" mb="4" data-testid="form-conflict">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                {props.conflict.message} Your changes are still in the form.
              </Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={props.conflict.onReload}>
              Reload the saved version
            </Button>
          </Alert.Root>
        )}
        <LockedContext.Provider value={locked}>
          {/* Locked values stay readable (Chakra fades disabled inputs like placeholders). */}
          <fieldset
            disabled={locked}
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
            className={locked ? 'form-shell-locked' : undefined}
          >
            <style>{LOCKED_CSS}</style>
            <Stack gap="4">{props.children}</Stack>
          </fieldset>
        </LockedContext.Provider>
        {!readOnly && !creating && props.actions && (
          <HStack mt="5" pt="4" borderTopWidth="1px" justify="flex-end">
            {props.actions}
          </HStack>
        )}
        <Dialog.Root
          open={blocker.state === 'blocked'}
          onOpenChange={(e) => !e.open && blocker.reset?.()}
          role="alertdialog"
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>Leave without saving?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>The changes you made to “{title}” are not saved yet.</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => blocker.reset?.()}>
                    Stay
                  </Button>
                  <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                    Leave without saving
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </form>
    </Box>
  );
}
