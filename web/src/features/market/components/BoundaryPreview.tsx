// A stored boundary shown read-only on the map (markets and geo notes).
import { Box, Text } from '@chakra-ui/react';
import { MapView } from '../../../map/MapView.tsx';
import { boundaryView, hasArea } from '../boundaryView.ts';

/** The boundary in `color`, the map fitted to it; a note when there is none. */
export function BoundaryPreview({
  boundary,
  color,
  label,
  height = '420px',
}: {
  boundary: unknown;
  color: string;
  label: string;
  height?: string;
}) {
  const view = boundaryView(boundary);
  return (
    <Box>
      <MapView
        key={`${view.center.lat},${view.center.lng},${view.zoom}`}
        center={view.center}
        zoom={view.zoom}
        shapes={
          hasArea(boundary)
            ? [{ id: 'boundary', kind: 'zone', geojson: boundary, color, label }]
            : []
        }
        height={height}
        label={label}
      />
      {!hasArea(boundary) && (
        <Text mt="2" textStyle="sm" color="fg.muted">
          No boundary yet.
        </Text>
      )}
    </Box>
  );
}
