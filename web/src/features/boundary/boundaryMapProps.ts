// What both maps of the boundary editor take (the offline one, BoundaryMap.tsx, and Google's,
// GoogleBoundaryMap.tsx), in a module of its own so that neither map's chunk loads the other's
// library.
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import type { BoundaryMode } from './chips.ts';

export interface BoundaryMapProps {
  value: FeatureCollection | null;
  /** Polygon drawing is on. */
  drawing: boolean;
  mode: BoundaryMode;
  /** A polygon finished by hand. */
  onDrawn: (polygon: Feature<Polygon>) => void;
  height: string;
  label: string;
  /** The boundary's colour (a geo note's own); blue by default. */
  color?: string;
}

/** A polygon being drawn: green when it is merged, red when it is cut. */
export const MERGE_COLOR = '#2f855a';
export const CUT_COLOR = '#c53030';
export const BOUNDARY_COLOR = '#2b6cb0';
export const drawColor = (mode: BoundaryMode) => (mode === 'cut' ? CUT_COLOR : MERGE_COLOR);
