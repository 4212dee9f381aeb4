/// <reference types="google.maps" />
// The boundary editor's map when a Google browser key is configured (code-split): Google's map,
// the boundary on its Data layer, and polygon drawing with Terra Draw. Google retired its own
// Drawing Library (deprecated August 2025, removed May 2026) and names Terra Draw as the
// replacement. Same props and the same data attributes as the offline map (BoundaryMap.tsx);
// a finished polygon goes to onDrawn exactly as leaflet-geoman's does there.
import { useEffect, useRef, useState } from 'react';
import { APIProvider, Map, useMap } from '@vis.gl/react-google-maps';
import type { Feature, Polygon } from 'geojson';
import {
  TerraDraw,
  TerraDrawPolygonMode,
  ValidateNotSelfIntersecting,
  type HexColor,
} from 'terra-draw';
import { TerraDrawGoogleMapsAdapter } from 'terra-draw-google-maps-adapter';
import { DEFAULT_CENTER } from '../../map/types.ts';
import { BOUNDARY_COLOR, drawColor, type BoundaryMapProps } from './boundaryMapProps.ts';

/** The boundary on the map's Data layer; the view fits it at first and when it leaves the view. */
function Boundary({ value, color }: Pick<BoundaryMapProps, 'value' | 'color'>) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (!map || !value || value.features.length === 0) return;
    const features = map.data.addGeoJson(value);
    const bounds = new google.maps.LatLngBounds();
    for (const f of features) {
      map.data.overrideStyle(f, {
        strokeColor: color,
        strokeWeight: 2,
        fillColor: color,
        fillOpacity: 0.2,
        clickable: false,
      });
      f.getGeometry()?.forEachLatLng((p) => bounds.extend(p));
    }
    const view = map.getBounds();
    const inView =
      view && view.contains(bounds.getNorthEast()) && view.contains(bounds.getSouthWest());
    if (!bounds.isEmpty() && (!fitted.current || !inView)) {
      map.fitBounds(bounds, 24);
      fitted.current = true;
    }
    return () => features.forEach((f) => map.data.remove(f));
  }, [map, value, color]);
  return null;
}

/** Terra Draw's polygon mode while `drawing`; each finished polygon goes to onDrawn. */
function Draw({ drawing, mode, onDrawn }: Pick<BoundaryMapProps, 'drawing' | 'mode' | 'onDrawn'>) {
  const map = useMap();
  const handler = useRef(onDrawn);
  useEffect(() => {
    handler.current = onDrawn;
  }, [onDrawn]);
  const [draw, setDraw] = useState<TerraDraw | null>(null);

  // Terra Draw needs the map's projection: start it once the map has one.
  useEffect(() => {
    if (!map) return;
    let instance: TerraDraw | null = null;
    const start = () => {
      if (instance || !map.getProjection()) return;
      instance = new TerraDraw({
        adapter: new TerraDrawGoogleMapsAdapter({
          lib: google.maps,
          map,
          coordinatePrecision: 9,
          // Its own Data layer: the boundary drawn on the map's stays apart from the sketches.
          isolatedData: true,
        }),
        modes: [
          new TerraDrawPolygonMode({
            // The API refuses a ring that crosses itself; so does the drawing.
            validation: (feature) => ValidateNotSelfIntersecting(feature),
          }),
        ],
      });
      const created = instance;
      created.on('finish', (id, context) => {
        if (context.action !== 'draw') return;
        const feature = created.getSnapshotFeature(id);
        created.removeFeatures([id]);
        if (feature?.geometry.type !== 'Polygon') return;
        handler.current({
          type: 'Feature',
          properties: {},
          geometry: feature.geometry as Polygon,
        } satisfies Feature<Polygon>);
      });
      created.on('ready', () => setDraw(created));
      created.start();
    };
    const listener = map.addListener('projection_changed', start);
    start();
    return () => {
      listener.remove();
      if (instance?.enabled) instance.stop();
      setDraw(null);
    };
  }, [map]);

  useEffect(() => {
    if (!draw) return;
    if (!drawing) {
      draw.setMode('static');
      return;
    }
    const color = drawColor(mode) as HexColor;
    draw.setModeStyles('polygon', {
      fillColor: color,
      outlineColor: color,
      closingPointColor: color,
    });
    draw.setMode('polygon');
    return () => draw.setMode('static');
  }, [draw, drawing, mode]);
  return null;
}

export default function GoogleBoundaryMap({
  value,
  drawing,
  mode,
  onDrawn,
  height,
  label,
  color = BOUNDARY_COLOR,
  googleMapsKey,
  onLoadError,
}: BoundaryMapProps & {
  googleMapsKey: string;
  /** Google's script could not load; the editor then shows the offline map instead. */
  onLoadError: () => void;
}) {
  return (
    <div
      style={{ height, width: '100%' }}
      role="region"
      aria-label={label}
      data-map-provider="google"
      data-boundary-features={value?.features.length ?? 0}
      data-drawing={drawing ? 'on' : 'off'}
    >
      <APIProvider apiKey={googleMapsKey} onError={onLoadError}>
        <Map
          defaultCenter={DEFAULT_CENTER}
          defaultZoom={4}
          gestureHandling="greedy"
          // Clicks while drawing place vertices; Google's place icons would steal them.
          clickableIcons={false}
          streetViewControl={false}
          style={{ height: '100%', width: '100%' }}
        >
          <Boundary value={value} color={color} />
          <Draw drawing={drawing} mode={mode} onDrawn={onDrawn} />
        </Map>
      </APIProvider>
    </div>
  );
}
