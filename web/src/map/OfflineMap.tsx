// The offline map: react-leaflet without tiles, over state and county outlines served by us
// (web/public/geo). Same props as the Google map.
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { bbox } from '@turf/turf';
import type { BBox, Feature, FeatureCollection } from 'geojson';
import { GeoJSON, MapContainer, Marker, Pane, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { countyByFips, stateCounties, stateOutlines } from './outlines.ts';
import {
  DEFAULT_ZOOM,
  overlaysVisible,
  type LatLngLiteral,
  type MapShape,
  type MapViewProps,
} from './types.ts';

/** Counties are drawn from this zoom on (they are many). */
const COUNTY_ZOOM = 7;

const pinIcon = L.divIcon({
  className: 'quote-pin',
  html: `<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="#d53f8c" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`,
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

/** Screen pixels an arrow key moves the pin; with Shift, PIN_BIG_STEP_PX. */
const PIN_STEP_PX = 10;
const PIN_BIG_STEP_PX = 50;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};
/** The movable pin's accessible name: how to move it without a mouse. */
export const PIN_KEYS_LABEL =
  'Searched location: arrow keys move the pin (Shift: further), Enter searches there';

/**
 * The searched point. When movable, it is dragged with the mouse, or moved from the keyboard:
 * focused (Tab), the arrow keys move it by PIN_STEP_PX (Shift: PIN_BIG_STEP_PX), and Enter or
 * leaving it ends the move like a drag end.
 */
function Pin({ pin, onMoveEnd }: { pin: LatLngLiteral; onMoveEnd?: (p: LatLngLiteral) => void }) {
  const map = useMap();
  const marker = useRef<L.Marker>(null);
  const handler = useRef(onMoveEnd);
  useEffect(() => {
    handler.current = onMoveEnd;
  }, [onMoveEnd]);
  const movable = !!onMoveEnd;
  // One position per searched point: react-leaflet moves the marker back whenever `position` is
  // a new array, so a re-render of the map (a page of cards arriving, the pin timer) would undo
  // a drag or an arrow-key move before it reran the search.
  const position = useMemo<[number, number]>(() => [pin.lat, pin.lng], [pin.lat, pin.lng]);
  useEffect(() => {
    const m = marker.current;
    const el = m?.getElement();
    if (!m || !el || !movable) return;
    el.setAttribute('aria-label', PIN_KEYS_LABEL);
    let moved = false;
    const commit = () => {
      if (!moved) return;
      moved = false;
      const p = m.getLatLng();
      handler.current?.({ lat: p.lat, lng: p.lng });
    };
    const onKey = (e: KeyboardEvent) => {
      const dir = ARROWS[e.key];
      if (!dir && e.key !== 'Enter') return;
      // Not the map's own keyboard panning.
      e.preventDefault();
      e.stopPropagation();
      if (!dir) return commit();
      const step = e.shiftKey ? PIN_BIG_STEP_PX : PIN_STEP_PX;
      const at = map.latLngToContainerPoint(m.getLatLng()).add([dir[0] * step, dir[1] * step]);
      m.setLatLng(map.containerPointToLatLng(at));
      moved = true;
    };
    el.addEventListener('keydown', onKey);
    el.addEventListener('blur', commit);
    return () => {
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('blur', commit);
      el.removeAttribute('aria-label');
    };
  }, [map, movable]);
  return (
    <Marker
      ref={marker}
      position={position}
      icon={pinIcon}
      draggable={movable}
      title="Searched location"
      eventHandlers={{
        dragend: (e) => {
          const p = (e.target as L.Marker).getLatLng();
          handler.current?.({ lat: p.lat, lng: p.lng });
        },
      }}
    />
  );
}

function useOutlines(load: () => Promise<FeatureCollection>, enabled: boolean) {
  const [data, setData] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    if (!enabled || data) return;
    let live = true;
    load().then(
      (d) => live && setData(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, data, load]);
  return enabled ? data : null;
}

/** A state's bounding box, computed once per outline. */
const stateBoxes = new WeakMap<Feature, BBox>();
function boxOf(state: Feature): BBox {
  let box = stateBoxes.get(state);
  if (!box) {
    box = bbox(state);
    stateBoxes.set(state, box);
  }
  return box;
}

/** The FIPS codes of the states whose box meets the map's view. */
function statesInView(states: FeatureCollection, view: L.LatLngBounds): string[] {
  const ids: string[] = [];
  for (const s of states.features) {
    const [west, south, east, north] = boxOf(s);
    if (
      east >= view.getWest() &&
      west <= view.getEast() &&
      north >= view.getSouth() &&
      south <= view.getNorth()
    )
      ids.push(String(s.id).padStart(2, '0'));
  }
  return ids;
}

/** The county outlines of one state, loaded when it first comes into view. */
function StateCounties({ state, outline }: { state: string; outline: object }) {
  const load = useCallback(() => stateCounties(state), [state]);
  const counties = useOutlines(load, true);
  if (!counties) return null;
  return (
    <GeoJSON
      data={counties}
      {...outline}
      style={{ color: '#a0aec0', weight: 0.7, fillOpacity: 0 }}
    />
  );
}

/** The counties of the states in view: a state's are loaded, converted and drawn once it shows. */
function CountyOutlines({ states, outline }: { states: FeatureCollection; outline: object }) {
  const map = useMap();
  const [shown, setShown] = useState(() => statesInView(states, map.getBounds()));
  useMapEvents({
    moveend: () => {
      const now = statesInView(states, map.getBounds());
      setShown((was) =>
        now.every((id) => was.includes(id)) ? was : [...new Set([...was, ...now])],
      );
    },
  });
  return shown.map((id) => <StateCounties key={id} state={id} outline={outline} />);
}

function ZoomWatcher({ onZoom }: { onZoom: (z: number) => void }) {
  const map = useMapEvents({ zoomend: () => onZoom(map.getZoom()) });
  return null;
}

/** Moves the view when the centre changes (a new search), not on every render. */
function Recenter({ center, zoom }: { center: LatLngLiteral; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

function Shape({ shape }: { shape: MapShape }) {
  return (
    <GeoJSON
      data={shape.geojson as FeatureCollection}
      style={{
        color: shape.color,
        weight: 2,
        fillColor: shape.color,
        fillOpacity: 0.12,
        // The kind on each drawn path (e.g. `map-shape-zone`), for styling and tests.
        className: `map-shape map-shape-${shape.kind}`,
      }}
      eventHandlers={{}}
    >
      <Tooltip sticky>{shape.label}</Tooltip>
    </GeoJSON>
  );
}

function LocaleOutline({ fips }: { fips: string }) {
  const [county, setCounty] = useState<Feature | null>(null);
  useEffect(() => {
    let live = true;
    countyByFips(fips).then(
      (c) => live && setCounty(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [fips]);
  if (!county) return null;
  return (
    <GeoJSON
      key={fips}
      data={county}
      style={{ color: '#2b6cb0', weight: 3, dashArray: '6 4', fillOpacity: 0 }}
    />
  );
}

export default function OfflineMap(props: MapViewProps) {
  const initialZoom = props.zoom ?? DEFAULT_ZOOM;
  const [zoom, setZoom] = useState(initialZoom);
  const states = useOutlines(stateOutlines, true);
  const hidden = props.hiddenKinds;
  const shapes = useMemo(
    () => props.shapes.filter((s) => !hidden?.has(s.kind)),
    [props.shapes, hidden],
  );
  const showOverlays = overlaysVisible(zoom);
  // The outlines are scenery: one canvas, not a few thousand SVG paths the page must style and
  // lay out (3,300 county paths made every layout of the results page slow).
  // (Leaflet passes GeoJSON options on to each path; react-leaflet's props type omits `renderer`.)
  const outline = useMemo(
    () => ({ renderer: L.canvas({ pane: 'outlines' }), interactive: false }),
    [],
  );
  return (
    <div
      style={{ height: props.height, width: '100%' }}
      role="region"
      aria-label={props.label ?? 'Map'}
      data-map-provider="offline"
      data-zoom={zoom}
      data-overlays={showOverlays ? 'shown' : 'hidden'}
    >
      <MapContainer
        center={[props.center.lat, props.center.lng]}
        zoom={initialZoom}
        maxZoom={20}
        style={{ height: '100%', width: '100%', background: '#e8eef2' }}
        attributionControl={false}
      >
        <Recenter center={props.center} zoom={initialZoom} />
        <ZoomWatcher onZoom={setZoom} />
        <Pane name="outlines" style={{ zIndex: 350 }}>
          {states ? (
            <GeoJSON
              data={states}
              {...outline}
              style={{ color: '#718096', weight: 1.5, fillColor: '#f7fafc', fillOpacity: 1 }}
            />
          ) : null}
          {states && zoom >= COUNTY_ZOOM ? (
            <CountyOutlines states={states} outline={outline} />
          ) : null}
        </Pane>
        {showOverlays ? (
          <>
            {shapes.map((s) => (
              <Shape key={s.id} shape={s} />
            ))}
            {props.localeFips && !hidden?.has('locale') ? (
              <LocaleOutline fips={props.localeFips} />
            ) : null}
          </>
        ) : null}
        {props.pin && props.showPin !== false ? (
          <Pin pin={props.pin} onMoveEnd={props.onPinDragEnd} />
        ) : null}
      </MapContainer>
    </div>
  );
}
