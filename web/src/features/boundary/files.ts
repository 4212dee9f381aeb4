// Boundary files: GeoJSON and KML in, GeoJSON and KML out (docs/decisions.md#maps-and-geometry).
// Parsing only reads the file and refuses what can never be a boundary (no polygon, other shapes,
// latitude and longitude swapped); the shape itself (closed rings, no self-crossing) is checked
// by the main API's boundary validator when the editor takes the file, as for every boundary.
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

export type BoundaryFileFormat = 'geojson' | 'kml';

/** A file that cannot be imported; `message` says why, in words a user can act on. */
export class BoundaryFileError extends Error {
  override name = 'BoundaryFileError';
}

type Area = Feature<Polygon | MultiPolygon>;

/** The accept attribute of the import input. */
export const BOUNDARY_FILE_ACCEPT = '.geojson,.json,.kml,application/geo+json,application/json';

/** The format of a file by its name, then by its first character. */
export function formatOf(fileName: string, text: string): BoundaryFileFormat {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'kml') return 'kml';
  if (ext === 'geojson' || ext === 'json') return 'geojson';
  return text.trimStart().startsWith('<') ? 'kml' : 'geojson';
}

/**
 * Reads a GeoJSON or KML file into a FeatureCollection of Polygon and MultiPolygon features
 * ([lng, lat], altitudes dropped). Throws a BoundaryFileError saying what is wrong.
 */
export function parseBoundaryFile(fileName: string, text: string): FeatureCollection {
  if (!text.trim()) throw new BoundaryFileError(`${fileName} is empty.`);
  const areas = formatOf(fileName, text) === 'kml' ? parseKml(text) : parseGeoJson(text);
  if (areas.length === 0) {
    throw new BoundaryFileError(
      `${fileName} has no boundary: it contains no Polygon or MultiPolygon shape.`,
    );
  }
  for (const a of areas) {
    if (ringsOf(a).some((ring) => ring.length === 0) || ringsOf(a).length === 0) {
      throw new BoundaryFileError(`${fileName} has an empty shape (a polygon without positions).`);
    }
  }
  if (looksSwapped(areas)) {
    throw new BoundaryFileError(
      `The coordinates of ${fileName} are in the wrong order: they read as latitude, longitude. GeoJSON and KML list longitude first (e.g. -97.74, 30.27 for Austin, TX); swap each pair and import again.`,
    );
  }
  return { type: 'FeatureCollection', features: areas };
}

// ---------------------------------------------------------------- GeoJSON

function parseGeoJson(text: string): Area[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BoundaryFileError(`The file is not valid JSON (${(e as Error).message}).`);
  }
  return collect(value);
}

const OTHER_SHAPE = (type: string) =>
  new BoundaryFileError(
    `The file contains a ${type}; only Polygon and MultiPolygon shapes can be a boundary.`,
  );

function collect(v: unknown): Area[] {
  if (!v || typeof v !== 'object' || Array.isArray(v)) {
    throw new BoundaryFileError('The file is not GeoJSON: it has no "type".');
  }
  const o = v as {
    type?: unknown;
    features?: unknown;
    geometry?: unknown;
    geometries?: unknown;
    coordinates?: unknown;
    properties?: unknown;
  };
  switch (o.type) {
    case 'FeatureCollection':
      if (!Array.isArray(o.features)) {
        throw new BoundaryFileError('The FeatureCollection has no "features" list.');
      }
      return o.features.flatMap(collect);
    case 'Feature': {
      if (!o.geometry) return [];
      const props =
        o.properties && typeof o.properties === 'object'
          ? (o.properties as Record<string, unknown>)
          : {};
      return collect(o.geometry).map((a) => ({ ...a, properties: props }));
    }
    case 'GeometryCollection':
      return Array.isArray(o.geometries) ? o.geometries.flatMap(collect) : [];
    case 'Polygon':
    case 'MultiPolygon': {
      if (!Array.isArray(o.coordinates)) {
        throw new BoundaryFileError(`A ${o.type} of the file has no coordinates.`);
      }
      const coordinates = o.type === 'Polygon' ? [o.coordinates] : (o.coordinates as unknown[]);
      const polys = coordinates.map((poly) => {
        if (!Array.isArray(poly)) throw new BoundaryFileError(`A ${o.type} is malformed.`);
        return poly.map((ring) => {
          if (!Array.isArray(ring)) throw new BoundaryFileError(`A ${o.type} is malformed.`);
          return ring.map(position);
        });
      });
      const geometry: Polygon | MultiPolygon =
        o.type === 'Polygon'
          ? { type: 'Polygon', coordinates: polys[0]! }
          : { type: 'MultiPolygon', coordinates: polys };
      return [{ type: 'Feature', properties: {}, geometry }];
    }
    case 'Point':
    case 'MultiPoint':
    case 'LineString':
    case 'MultiLineString':
      throw OTHER_SHAPE(o.type);
    default:
      throw new BoundaryFileError(
        `The file is not GeoJSON: "${String(o.type).slice(0, 40)}" is not a GeoJSON type.`,
      );
  }
}

function position(p: unknown): Position {
  if (
    !Array.isArray(p) ||
    p.length < 2 ||
    typeof p[0] !== 'number' ||
    typeof p[1] !== 'number' ||
    !Number.isFinite(p[0]) ||
    !Number.isFinite(p[1])
  ) {
    throw new BoundaryFileError(
      `A position of the file is not a pair of numbers: ${JSON.stringify(p)?.slice(0, 60)}.`,
    );
  }
  return [p[0], p[1]];
}

// ---------------------------------------------------------------- KML

const tag = (name: string) => `(?:[\\w-]+:)?${name}`;
const block = (name: string) =>
  new RegExp(`<${tag(name)}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag(name)}\\s*>`, 'gi');

function blocks(xml: string, name: string): string[] {
  return [...xml.matchAll(block(name))].map((m) => m[1]!);
}

const decode = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

function kmlRing(text: string, where: string): Position[] {
  const tuples = text.trim().split(/\s+/).filter(Boolean);
  const ring = tuples.map((t) => {
    const [x, y] = t.split(',').map((c) => Number(c));
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new BoundaryFileError(
        `${where}: "${t.slice(0, 40)}" is not a longitude,latitude pair.`,
      );
    }
    return [x, y] as Position;
  });
  // KML rings repeat their first position; close one that does not, as Google Earth does.
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([...first]);
  return ring;
}

function kmlPolygon(xml: string, where: string): Position[][] {
  const outer = blocks(xml, 'outerBoundaryIs')[0];
  if (outer === undefined)
    throw new BoundaryFileError(`${where}: a Polygon has no outer boundary.`);
  const coords = (s: string) => blocks(s, 'coordinates')[0] ?? '';
  return [
    kmlRing(coords(outer), where),
    ...blocks(xml, 'innerBoundaryIs').map((inner) => kmlRing(coords(inner), where)),
  ];
}

function parseKml(text: string): Area[] {
  if (!/<(?:[\w-]+:)?kml[\s>]/i.test(text)) {
    throw new BoundaryFileError('The file is not KML: it has no <kml> element.');
  }
  const xml = text.replace(/<!--[\s\S]*?-->/g, '');
  const placemarks = blocks(xml, 'Placemark');
  const areas: Area[] = [];
  placemarks.forEach((pm, i) => {
    const name = decode(blocks(pm, 'name')[0] ?? '') || `placemark ${i + 1}`;
    const polygons = blocks(pm, 'Polygon').map((p) => kmlPolygon(p, name));
    if (polygons.length === 0) {
      const other = /<(?:[\w-]+:)?(Point|LineString|LinearRing|Model|Track)[\s>]/i.exec(pm)?.[1];
      throw other
        ? new BoundaryFileError(
            `The file contains a ${other} ("${name}"); only polygons can be a boundary.`,
          )
        : new BoundaryFileError(`"${name}" has no polygon.`);
    }
    const geometry: Polygon | MultiPolygon =
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0]! }
        : { type: 'MultiPolygon', coordinates: polygons };
    areas.push({ type: 'Feature', properties: { name }, geometry });
  });
  return areas;
}

// ---------------------------------------------------------------- checks

function ringsOf(a: Area): Position[][] {
  const g = a.geometry;
  return g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
}

/**
 * True when the positions read as [lat, lng]: some are impossible as [lng, lat] (a latitude
 * outside -90..90) but all are possible the other way round, or they all fall in the Southern
 * Ocean exactly where North America lands when its pairs are swapped.
 */
export function looksSwapped(areas: Area[]): boolean {
  const all = areas.flatMap(ringsOf).flat();
  if (all.length === 0) return false;
  const valid = (lng: number, lat: number) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
  const invalidAsIs = all.some(([x, y]) => !valid(x!, y!));
  const validSwapped = all.every(([x, y]) => valid(y!, x!));
  if (invalidAsIs) return validSwapped;
  return all.every(([x, y]) => x! >= 15 && x! <= 72 && y! >= -180 && y! <= -60);
}

// ---------------------------------------------------------------- export

/** The boundary as a GeoJSON file's text. */
export function toGeoJsonText(fc: FeatureCollection): string {
  return `${JSON.stringify(fc, null, 2)}\n`;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const kmlCoordinates = (ring: Position[]) => ring.map((p) => `${p[0]},${p[1]}`).join(' ');

function kmlPolygonText(rings: Position[][]): string {
  const [outer, ...inner] = rings;
  return [
    '<Polygon>',
    `<outerBoundaryIs><LinearRing><coordinates>${kmlCoordinates(outer ?? [])}</coordinates></LinearRing></outerBoundaryIs>`,
    ...inner.map(
      (r) =>
        `<innerBoundaryIs><LinearRing><coordinates>${kmlCoordinates(r)}</coordinates></LinearRing></innerBoundaryIs>`,
    ),
    '</Polygon>',
  ].join('');
}

/** The boundary as a KML file's text: one Placemark per feature. */
export function toKml(fc: FeatureCollection, name: string): string {
  const placemarks = fc.features.flatMap((f, i) => {
    const g = f.geometry;
    if (!g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) return [];
    const label = typeof f.properties?.name === 'string' ? f.properties.name : `${name} ${i + 1}`;
    const body =
      g.type === 'Polygon'
        ? kmlPolygonText(g.coordinates)
        : `<MultiGeometry>${g.coordinates.map(kmlPolygonText).join('')}</MultiGeometry>`;
    return [`  <Placemark><name>${escapeXml(label)}</name>${body}</Placemark>`];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    `<Document><name>${escapeXml(name)}</name>`,
    ...placemarks,
    '</Document>',
    '</kml>',
    '',
  ].join('\n');
}

/** A file name for a boundary export ('Zone ATX North.kml'). */
export function exportFileName(label: string, format: BoundaryFileFormat): string {
  const base = label.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'boundary';
  return `${base}.${format}`;
}
