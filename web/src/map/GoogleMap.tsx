/// <reference types="google.maps" />
// Google's map through @vis.gl/react-google-maps (used when a browser key is configured).
// Same props as the offline map; outlines go through the map's Data layer.
import { useEffect, useState } from 'react';
import { APIProvider, Map, Marker, useMap } from '@vis.gl/react-google-maps';
import { countyByFips } from './outlines.ts';
import { DEFAULT_ZOOM, overlaysVisible, type MapShape, type MapViewProps } from './types.ts';

function DataLayer({ shapes, visible }: { shapes: readonly MapShape[]; visible: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (!map || !visible) return;
    const added: google.maps.Data.Feature[] = [];
    for (const s of shapes) {
      const features = map.data.addGeoJson(s.geojson as object);
      for (const f of features) {
        map.data.overrideStyle(f, {
          strokeColor: s.color,
          strokeWeight: 2,
          fillColor: s.color,
          fillOpacity: 0.12,
        });
        f.setProperty('label', s.label);
      }
      added.push(...features);
    }
    return () => added.forEach((f) => map.data.remove(f));
  }, [map, shapes, visible]);
  return null;
}

function Overlays(props: MapViewProps & { zoom: number }) {
  const [locale, setLocale] = useState<MapShape | null>(null);
  useEffect(() => {
    let live = true;
    if (props.localeFips)
      countyByFips(props.localeFips).then(
        (f) =>
          live &&
          setLocale(
            f
              ? { id: 'locale', kind: 'locale', geojson: f, color: '#2b6cb0', label: 'County' }
              : null,
          ),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [props.localeFips]);
  const shapes = [...props.shapes, ...(locale ? [locale] : [])].filter(
    (s) => !props.hiddenKinds?.has(s.kind),
  );
  return <DataLayer shapes={shapes} visible={overlaysVisible(props.zoom)} />;
}

export default function GoogleMap(props: MapViewProps) {
  const [zoom, setZoom] = useState(props.zoom ?? DEFAULT_ZOOM);
  const onDragEnd = props.onPinDragEnd;
  return (
    <div
      style={{ height: props.height, width: '100%' }}
      role="region"
      aria-label={props.label ?? 'Map'}
      data-map-provider="google"
      data-zoom={zoom}
    >
      <APIProvider apiKey={props.googleMapsKey!}>
        <Map
          key={`${props.center.lat},${props.center.lng}`}
          defaultCenter={props.center}
          defaultZoom={props.zoom ?? DEFAULT_ZOOM}
          onZoomChanged={(e) => setZoom(e.detail.zoom)}
          streetViewControl={!!props.streetView}
          gestureHandling="greedy"
          style={{ height: '100%', width: '100%' }}
        >
          <Overlays {...props} zoom={zoom} />
          {props.pin && props.showPin !== false ? (
            <Marker
              position={props.pin}
              draggable={!!onDragEnd}
              onDragEnd={(e) => {
                const p = e.latLng;
                if (p) onDragEnd?.({ lat: p.lat(), lng: p.lng() });
              }}
            />
          ) : null}
        </Map>
      </APIProvider>
    </div>
  );
}
