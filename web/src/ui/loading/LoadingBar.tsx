// The thin bar along the top of the window while a page's data loads or a save is in flight
// (activity.ts), and while the router loads the next route's code.
import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { useBusy } from './activity.ts';

/**
 * Fixed above everything; nothing at all when idle. It shows while the page it waits on renders
 * (a search's results, a filter click's cards), so it is made to cost that render nothing: plain
 * boxes, not Chakra's Progress (whose state machine took about 7 ms to mount at each search), and
 * slid by a transform, which the compositor animates, not by `left`, which asked the main thread
 * for a style, layout and paint pass every frame.
 */
export function LoadingBar() {
  const busy = useBusy();
  const navigating = useNavigation().state !== 'idle';
  if (!busy && !navigating) return null;
  return (
    <Box
      position="fixed"
      top="0"
      insetX="0"
      h="1.5"
      overflow="hidden"
      zIndex="banner"
      pointerEvents="none"
      role="progressbar"
      aria-label="Loading"
      data-testid="loading-bar"
    >
      <Box
        h="full"
        w="50%"
        bg="teal.solid"
        willChange="transform"
        animation="loading-slide 1s ease infinite"
      />
    </Box>
  );
}
