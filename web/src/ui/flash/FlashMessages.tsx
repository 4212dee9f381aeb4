// Renders the flash messages of the app's flash store at the top of the page.
import { useSyncExternalStore } from 'react';
import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { flash as appFlash, type FlashSeverity, type FlashStore } from './flashStore.ts';

const status: Record<FlashSeverity, 'warning' | 'error' | 'success' | 'info' | 'neutral'> = {
  warning: 'warning',
  error: 'error',
  success: 'success',
  info: 'info',
  note: 'neutral',
};

/** The flash stack; `store` defaults to the app's flash store. */
export function FlashMessages({ store = appFlash }: { store?: FlashStore }) {
  const flashes = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (flashes.length === 0) return null;
  return (
    <Box
      position="fixed"
      top="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      w="min(32rem, calc(100vw - 2rem))"
    >
      <Stack gap="2" aria-live="polite">
        {flashes.map((f) => (
          <Alert.Root
            key={f.id}
            status={status[f.severity]}
            variant="surface"
            alignItems="center"
            boxShadow="lg"
            data-testid="flash"
            data-severity={f.severity}
            role={f.severity === 'error' || f.severity === 'warning' ? 'alert' : 'status'}
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title fontWeight="medium">{f.message}</Alert.Title>
            </Alert.Content>
            <CloseButton size="sm" aria-label="Dismiss" onClick={() => store.dismiss(f.id)} />
          </Alert.Root>
        ))}
      </Stack>
    </Box>
  );
}
