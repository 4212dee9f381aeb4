// The offline map: react-leaflet without tiles, over state and county outlines served by us
// (web/public/geo). Same props as the Google map.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import L from 'leaflet';
import type { Feature, FeatureCollection } from 'geojson';
import { GeoJSON, MapContainer, Marker, Pane, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { countyByFips, countyOutlines, stateOutlines } from './outlines.ts';
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
  const counties = useOutlines(countyOutlines, zoom >= COUNTY_ZOOM);
  const hidden = props.hiddenKinds;
  const shapes = useMemo(
    () => props.shapes.filter((s) => !hidden?.has(s.kind)),
    [props.shapes, hidden],
  );
  const showOverlays = overlaysVisible(zoom);
  const onDragEnd = props.onPinDragEnd;
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
              style={{ color: '#718096', weight: 1.5, fillColor: '#f7fafc', fillOpacity: 1 }}
            />
          ) : null}
          {counties ? (
            <GeoJSON data={counties} style={{ color: '#a0aec0', weight: 0.7, fillOpacity: 0 }} />
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
          <Marker
            position={[props.pin.lat, props.pin.lng]}
            icon={pinIcon}
            draggable={!!onDragEnd}
            title="Searched location"
            eventHandlers={{
              dragend: (e) => {
                const p = (e.target as L.Marker).getLatLng();
                onDragEnd?.({ lat: p.lat, lng: p.lng });
              },
            }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
