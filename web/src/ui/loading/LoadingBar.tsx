// The thin bar along the top of the window while a page's data loads or a save is in flight
// (activity.ts), and while the router loads the next route's code.
import { Box, Progress } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { useBusy } from './activity.ts';

/** Fixed above everything; nothing at all when idle. */
export function LoadingBar() {
  const busy = useBusy();
  const navigating = useNavigation().state !== 'idle';
  if (!busy && !navigating) return null;
  return (
    <Box position="fixed" top="0" insetX="0" zIndex="banner" pointerEvents="none">
      <Progress.Root
        value={null}
        size="xs"
        colorPalette="teal"
        aria-label="Loading"
        data-testid="loading-bar"
      >
        <Progress.Track bg="transparent" rounded="0">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
