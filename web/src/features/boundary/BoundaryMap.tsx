// The map of the boundary editor (code-split): the offline map's outlines, the boundary, and
// leaflet-geoman's polygon drawing when drawing is on (docs/decisions.md#maps-and-geometry).
import 'leaflet/dist/leaflet.css';
import './leafletGlobal.ts';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { GeoJSON, MapContainer, Pane, useMap } from 'react-leaflet';
import { stateOutlines } from '../../map/outlines.ts';
import { DEFAULT_CENTER } from '../../map/types.ts';
import { BOUNDARY_COLOR, drawColor, type BoundaryMapProps } from './boundaryMapProps.ts';

// A new key for every new boundary object: react-leaflet's GeoJSON draws its data once.
const keys = new WeakMap<object, number>();
let nextKey = 1;
function keyOf(value: object): number {
  let k = keys.get(value);
  if (k === undefined) {
    k = nextKey++;
    keys.set(value, k);
  }
  return k;
}

/** Shows the boundary: whole on the first one, and again when a change leaves the view. */
function FitToValue({ value }: { value: FeatureCollection | null }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (!value || value.features.length === 0) return;
    const bounds = L.geoJSON(value).getBounds();
    if (!bounds.isValid()) return;
    if (!fitted.current || !map.getBounds().contains(bounds)) {
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: 13 });
      fitted.current = true;
    }
  }, [map, value]);
  return null;
}

/** leaflet-geoman's polygon drawing while `drawing`; each finished polygon goes to onDrawn. */
function Draw({ drawing, mode, onDrawn }: Pick<BoundaryMapProps, 'drawing' | 'mode' | 'onDrawn'>) {
  const map = useMap();
  const handler = useRef(onDrawn);
  useEffect(() => {
    handler.current = onDrawn;
  }, [onDrawn]);
  useEffect(() => {
    const onCreate = (e: { layer: L.Layer }) => {
      const layer = e.layer as L.Polygon;
      const drawn = layer.toGeoJSON() as Feature<Polygon>;
      map.removeLayer(layer);
      handler.current(drawn);
    };
    map.on('pm:create', onCreate);
    return () => {
      map.off('pm:create', onCreate);
    };
  }, [map]);
  useEffect(() => {
    if (!drawing) {
      map.pm.disableDraw();
      return;
    }
    const color = drawColor(mode);
    map.pm.enableDraw('Polygon', {
      continueDrawing: true,
      allowSelfIntersection: false,
      templineStyle: { color },
      hintlineStyle: { color, dashArray: '5,5' },
      pathOptions: { color, fillColor: color },
    });
    return () => {
      map.pm.disableDraw();
    };
  }, [map, drawing, mode]);
  return null;
}

export default function BoundaryMap({
  value,
  drawing,
  mode,
  onDrawn,
  height,
  label,
  color = BOUNDARY_COLOR,
}: BoundaryMapProps) {
  const [states, setStates] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    let live = true;
    stateOutlines().then(
      (s) => live && setStates(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <div
      style={{ height, width: '100%' }}
      role="region"
      aria-label={label}
      data-map-provider="offline"
      data-boundary-features={value?.features.length ?? 0}
      data-drawing={drawing ? 'on' : 'off'}
    >
      <MapContainer
        center={[DEFAULT_CENTER.lat, DEFAULT_CENTER.lng]}
        zoom={4}
        maxZoom={18}
        style={{ height: '100%', width: '100%', background: '#e8eef2' }}
        attributionControl={false}
      >
        <Pane name="outlines" style={{ zIndex: 350 }}>
          {states ? (
            <GeoJSON
              data={states}
              pmIgnore
              interactive={false}
              style={{ color: '#718096', weight: 1.5, fillColor: '#f7fafc', fillOpacity: 1 }}
            />
          ) : null}
        </Pane>
        {value && value.features.length ? (
          <GeoJSON
            key={keyOf(value)}
            data={value}
            pmIgnore
            style={{
              color,
              weight: 2,
              fillColor: color,
              fillOpacity: 0.2,
              className: 'boundary-shape',
            }}
          />
        ) : null}
        <FitToValue value={value} />
        <Draw drawing={drawing} mode={mode} onDrawn={onDrawn} />
      </MapContainer>
    </div>
  );
}
