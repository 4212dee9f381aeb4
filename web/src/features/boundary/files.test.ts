import { describe, expect, test } from '@jest/globals';
import type { FeatureCollection } from 'geojson';
import {
  BoundaryFileError,
  exportFileName,
  formatOf,
  parseBoundaryFile,
  toGeoJsonText,
  toKml,
} from './files.ts';

const square = [
  [-97.8, 30.2],
  [-97.7, 30.2],
  [-97.7, 30.3],
  [-97.8, 30.3],
  [-97.8, 30.2],
];
const hole = [
  [-97.76, 30.24],
  [-97.74, 30.24],
  [-97.74, 30.26],
  [-97.76, 30.26],
  [-97.76, 30.24],
];
const fc: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'North & "East"' },
      geometry: { type: 'Polygon', coordinates: [square, hole] },
    },
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [square.map(([x, y]) => [x! + 1, y!])],
          [square.map(([x, y]) => [x!, y! + 1])],
        ],
      },
    },
  ],
};

const coords = (c: FeatureCollection) => c.features.map((f) => (f.geometry as any).coordinates);
const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(BoundaryFileError);
    return (e as Error).message;
  }
  throw new Error('expected a BoundaryFileError');
};

describe('GeoJSON', () => {
  test('round trip keeps the shape (holes and multipolygons)', () => {
    const back = parseBoundaryFile('zone.geojson', toGeoJsonText(fc));
    expect(coords(back)).toEqual(coords(fc));
  });
  test('a bare Polygon, a Feature and a GeometryCollection become a FeatureCollection', () => {
    const poly = { type: 'Polygon', coordinates: [square] };
    for (const v of [
      poly,
      { type: 'Feature', properties: null, geometry: poly },
      { type: 'GeometryCollection', geometries: [poly] },
    ]) {
      const r = parseBoundaryFile('a.json', JSON.stringify(v));
      expect(r.type).toBe('FeatureCollection');
      expect(coords(r)).toEqual([[square]]);
    }
  });
  test('altitudes are dropped', () => {
    const r = parseBoundaryFile(
      'a.geojson',
      JSON.stringify({ type: 'Polygon', coordinates: [square.map((p) => [...p, 100])] }),
    );
    expect(coords(r)).toEqual([[square]]);
  });
  test('empty file, empty collection, empty polygon', () => {
    expect(message(() => parseBoundaryFile('a.geojson', '  '))).toBe('a.geojson is empty.');
    expect(
      message(() =>
        parseBoundaryFile('a.geojson', JSON.stringify({ type: 'FeatureCollection', features: [] })),
      ),
    ).toBe('a.geojson has no boundary: it contains no Polygon or MultiPolygon shape.');
    expect(
      message(() =>
        parseBoundaryFile('a.geojson', JSON.stringify({ type: 'Polygon', coordinates: [[]] })),
      ),
    ).toBe('a.geojson has an empty shape (a polygon without positions).');
  });
  test('not JSON, not GeoJSON, other shapes, bad positions', () => {
    expect(message(() => parseBoundaryFile('a.geojson', '{nope'))).toMatch(
      /^The file is not valid JSON/,
    );
    expect(message(() => parseBoundaryFile('a.geojson', '{"type":"Banana"}'))).toBe(
      'The file is not GeoJSON: "Banana" is not a GeoJSON type.',
    );
    expect(
      message(() =>
        parseBoundaryFile('a.geojson', '{"type":"LineString","coordinates":[[0,0],[1,1]]}'),
      ),
    ).toBe(
      'The file contains a LineString; only Polygon and MultiPolygon shapes can be a boundary.',
    );
    expect(
      message(() =>
        parseBoundaryFile(
          'a.geojson',
          '{"type":"Polygon","coordinates":[[[0,"x"],[1,1],[0,1],[0,0]]]}',
        ),
      ),
    ).toBe('A position of the file is not a pair of numbers: [0,"x"].');
  });
  test('latitude and longitude swapped is refused with the reason', () => {
    const swapped = { type: 'Polygon', coordinates: [square.map(([x, y]) => [y, x])] };
    expect(message(() => parseBoundaryFile('austin.geojson', JSON.stringify(swapped)))).toBe(
      'The coordinates of austin.geojson are in the wrong order: they read as latitude, longitude. GeoJSON and KML list longitude first (e.g. -97.74, 30.27 for Austin, TX); swap each pair and import again.',
    );
    // Valid either way but landing in the Southern Ocean: North America swapped.
    const alaska = [
      [61, -150],
      [62, -150],
      [62, -149],
      [61, -150],
    ];
    expect(
      message(() =>
        parseBoundaryFile('a.geojson', JSON.stringify({ type: 'Polygon', coordinates: [alaska] })),
      ),
    ).toMatch(/wrong order/);
  });
});

describe('KML', () => {
  test('round trip keeps the shape, names are escaped and read back', () => {
    const text = toKml(fc, 'Zone <A>');
    expect(text).toContain('<name>Zone &lt;A&gt;</name>');
    expect(text).toContain('<name>North &amp; &quot;East&quot;</name>');
    const back = parseBoundaryFile('zone.kml', text);
    expect(coords(back)).toEqual(coords(fc));
    expect(back.features[0]!.properties).toEqual({ name: 'North & "East"' });
  });
  test('Google Earth style: prefixes, altitudes, open rings, comments, CDATA names', () => {
    const kml = `<?xml version="1.0"?>
<kml:kml xmlns:kml="http://www.opengis.net/kml/2.2"><kml:Document>
<!-- <Placemark><Point/></Placemark> -->
<kml:Placemark><kml:name><![CDATA[Downtown]]></kml:name>
<kml:Polygon><kml:outerBoundaryIs><kml:LinearRing><kml:coordinates>
  -97.8,30.2,0 -97.7,30.2,0
  -97.7,30.3,0 -97.8,30.3,0
</kml:coordinates></kml:LinearRing></kml:outerBoundaryIs></kml:Polygon></kml:Placemark>
</kml:Document></kml:kml>`;
    const r = parseBoundaryFile('x.kml', kml);
    expect(coords(r)).toEqual([[square]]);
    expect(r.features[0]!.properties).toEqual({ name: 'Downtown' });
  });
  test('a placemark that is not a polygon, no kml element, bad coordinates, no placemark', () => {
    const wrap = (pm: string) => `<kml><Document>${pm}</Document></kml>`;
    expect(
      message(() =>
        parseBoundaryFile(
          'a.kml',
          wrap(
            '<Placemark><name>Pin</name><Point><coordinates>1,2</coordinates></Point></Placemark>',
          ),
        ),
      ),
    ).toBe('The file contains a Point ("Pin"); only polygons can be a boundary.');
    expect(message(() => parseBoundaryFile('a.kml', '<gpx></gpx>'))).toBe(
      'The file is not KML: it has no <kml> element.',
    );
    expect(
      message(() =>
        parseBoundaryFile(
          'a.kml',
          wrap(
            '<Placemark><name>P</name><Polygon><outerBoundaryIs><LinearRing><coordinates>1,2 abc</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>',
          ),
        ),
      ),
    ).toBe('P: "abc" is not a longitude,latitude pair.');
    expect(message(() => parseBoundaryFile('a.kml', wrap('')))).toBe(
      'a.kml has no boundary: it contains no Polygon or MultiPolygon shape.',
    );
  });
  test('swapped KML coordinates are refused', () => {
    const kml = toKml(
      {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates: [square.map(([x, y]) => [y!, x!])] },
          },
        ],
      },
      'z',
    );
    expect(message(() => parseBoundaryFile('z.kml', kml))).toMatch(/wrong order/);
  });
});

test('format by extension, then by content; export file names', () => {
  expect(formatOf('a.KML', '{')).toBe('kml');
  expect(formatOf('a.json', '<')).toBe('geojson');
  expect(formatOf('a', ' <kml>')).toBe('kml');
  expect(formatOf('a', '{}')).toBe('geojson');
  expect(exportFileName('Zone: A/B', 'kml')).toBe('Zone  A B.kml');
  expect(exportFileName('  ', 'geojson')).toBe('boundary.geojson');
});
