// The map adapter's props: the same for the Google map and the offline map.

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** The kinds of overlay the results map draws; admins can hide each (docs/decisions.md#routes-and-screens). */
export type OverlayKind = 'zone' | 'geo-note' | 'special-use' | 'locale' | 'msa';

/** A coloured outline on the map. */
export interface MapShape {
  id: string;
  kind: OverlayKind;
  /** GeoJSON (FeatureCollection, Feature or geometry), [lng, lat]. */
  geojson: unknown;
  color: string;
  label: string;
}

export interface MapViewProps {
  center: LatLngLiteral;
  /** Default 10 (docs/decisions.md#constants-and-limits). */
  zoom?: number;
  /** The searched point. */
  pin?: LatLngLiteral | null;
  /** Hide the pin (the admin 'marker' toggle). */
  showPin?: boolean;
  /** Called with the pin's new position when a drag ends. */
  onPinDragEnd?: (position: LatLngLiteral) => void;
  shapes: readonly MapShape[];
  /** Overlay kinds to hide. */
  hiddenKinds?: ReadonlySet<OverlayKind>;
  /** County FIPS code drawn as the 'locale' overlay from the local outlines. */
  localeFips?: string | null;
  /** Street view control: only for premise or street_address places. */
  streetView?: boolean;
  height: string;
  /** Google Maps browser key; without one the offline map is used. */
  googleMapsKey?: string | null;
  /** Label for assistive technology and tests. */
  label?: string;
}

/** Colour overlays are hidden at this zoom and above (docs/decisions.md#constants-and-limits). */
export const OVERLAY_HIDE_ZOOM = 18;
export const DEFAULT_ZOOM = 10;
/** The central US, when there is no point yet. */
export const DEFAULT_CENTER: LatLngLiteral = { lat: 39.8283, lng: -98.5795 };

/** True when overlays are drawn at this zoom. */
export const overlaysVisible = (zoom: number) => zoom < OVERLAY_HIDE_ZOOM;
