// The map adapter (web/README.md): Google's map when a browser key is configured,
// otherwise the offline map over locally served outlines. Both are code-split.
import { lazy, Suspense } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import type { MapViewProps } from './types.ts';

const OfflineMap = lazy(() => import('./OfflineMap.tsx'));
const GoogleMap = lazy(() => import('./GoogleMap.tsx'));

/** One map with the same props whichever provider draws it. */
export function MapView(props: MapViewProps) {
  const Impl = props.googleMapsKey ? GoogleMap : OfflineMap;
  return (
    <Suspense
      fallback={
        <Box h={props.height} display="grid" placeItems="center" bg="gray.100">
          <Spinner />
        </Box>
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
