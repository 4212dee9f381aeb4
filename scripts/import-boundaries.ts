// Loads real boundary shapes (e.g. Census cartographic boundary files converted to GeoJSON:
// ZCTAs, counties, places, states) into the boundary_shapes table. Geometry merges and the
// locale (county) of a search use them in preference to the offline approximations.
//
//   npx tsx scripts/import-boundaries.ts [--kind zip|county|city|state] [--source NAME] file.geojson ...
//   e.g. --kind county cb_2023_us_county_500k.geojson (counties are keyed by GEOID, cities by 'name|ST')
//
// The database is the main API's: DATABASE_URL when set, otherwise PGlite under DATA_DIR (./data).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../api/src/db/client.ts';
import { boundaryShapes } from '../api/src/db/schema.ts';
import { bboxOf, boundaryProblem, findState, toAreas } from '../api/src/domain/geometry/index.ts';

export type BoundaryKind = 'zip' | 'county' | 'city' | 'state';

interface Feature {
  type: 'Feature';
  properties: Record<string, unknown> | null;
  geometry: unknown;
}

const pick = (p: Record<string, unknown>, ...keys: string[]) => {
  for (const k of keys) if (p[k] !== undefined && p[k] !== null && p[k] !== '') return String(p[k]);
  return undefined;
};

/** Guesses the kind of a Census feature from its properties. */
export function detectKind(p: Record<string, unknown>): BoundaryKind | undefined {
  if (pick(p, 'ZCTA5CE20', 'ZCTA5CE10', 'ZCTA5', 'zip', 'ZIP')) return 'zip';
  if (pick(p, 'COUNTYFP', 'COUNTYFP20', 'COUNTYFP10')) return 'county';
  if (pick(p, 'PLACEFP', 'PLACEFP20', 'PLACEFP10')) return 'city';
  if (pick(p, 'STUSPS') && !pick(p, 'COUNTYFP', 'PLACEFP')) return 'state';
  return undefined;
}

/** The row of one feature: kind, key, name and state as the lookups expect them. */
export function boundaryRow(f: Feature, kind: BoundaryKind | undefined) {
  const p = f.properties ?? {};
  const k = kind ?? detectKind(p);
  const stateFips = pick(p, 'STATEFP', 'STATEFP20', 'STATEFP10', 'STATE');
  const state =
    findState(pick(p, 'STUSPS', 'STATE_ABBR', 'state') ?? stateFips ?? '')?.abbr ?? null;
  if (k === 'zip') {
    const zip = pick(p, 'ZCTA5CE20', 'ZCTA5CE10', 'ZCTA5', 'GEOID20', 'GEOID', 'zip', 'ZIP');
    return zip && /^\d{5}$/.test(zip) ? { kind: k, key: zip, name: zip, state } : null;
  }
  if (k === 'county') {
    const fips =
      pick(p, 'GEOID', 'GEOID20', 'GEOID10') ??
      (stateFips && pick(p, 'COUNTYFP') ? `${stateFips}${pick(p, 'COUNTYFP')}` : undefined);
    const name = pick(p, 'NAMELSAD', 'NAMELSAD20', 'NAME', 'NAME20', 'name');
    return fips && name && state ? { kind: k, key: fips, name, state } : null;
  }
  if (k === 'city') {
    const name = pick(p, 'NAME', 'NAME20', 'name');
    return name && state ? { kind: k, key: `${name.toLowerCase()}|${state}`, name, state } : null;
  }
  if (k === 'state') {
    return state ? { kind: k, key: state, name: findState(state)!.name, state } : null;
  }
  return null;
}

/**
 * Upserts the features of a GeoJSON FeatureCollection; answers how many were stored and skipped,
 * and why each feature with a shape that fails validation was skipped.
 */
export async function importBoundaries(
  db: Db,
  geojson: unknown,
  opts: { kind?: BoundaryKind; source?: string } = {},
) {
  const features = ((geojson as { features?: Feature[] })?.features ?? []) as Feature[];
  let stored = 0;
  let skipped = 0;
  const invalid: string[] = [];
  for (const [i, f] of features.entries()) {
    const problem = f?.geometry ? boundaryProblem(f) : null;
    if (problem) {
      invalid.push(`feature ${i + 1}: ${problem}`);
      skipped++;
      continue;
    }
    const row = boundaryRow(f, opts.kind);
    const areas = toAreas(f);
    const box = bboxOf(f);
    if (!row || areas.length === 0 || !box) {
      skipped++;
      continue;
    }
    const boundaries = { type: 'FeatureCollection', features: areas };
    const values = {
      ...row,
      source: opts.source ?? null,
      boundaries,
      min_lng: box[0],
      min_lat: box[1],
      max_lng: box[2],
      max_lat: box[3],
    };
    await db
      .insert(boundaryShapes)
      .values(values)
      .onConflictDoUpdate({
        target: [boundaryShapes.kind, boundaryShapes.key],
        set: {
          name: sql`excluded.name`,
          state: sql`excluded.state`,
          source: sql`excluded.source`,
          boundaries: sql`excluded.boundaries`,
          min_lng: sql`excluded.min_lng`,
          min_lat: sql`excluded.min_lat`,
          max_lng: sql`excluded.max_lng`,
          max_lat: sql`excluded.max_lat`,
        },
      });
    stored++;
  }
  return invalid.length ? { stored, skipped, invalid } : { stored, skipped };
}

async function main(argv: string[]) {
  let kind: BoundaryKind | undefined;
  let source: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--kind') kind = argv[++i] as BoundaryKind;
    else if (argv[i] === '--source') source = argv[++i];
    else files.push(argv[i]);
  }
  if (kind && !['zip', 'county', 'city', 'state'].includes(kind)) {
    console.error(`--kind must be zip, county, city or state (got "${kind}")`);
    process.exit(2);
  }
  if (files.length === 0) {
    console.error(
      'usage: import-boundaries [--kind zip|county|city|state] [--source NAME] file.geojson ...',
    );
    process.exit(2);
  }
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: path.resolve(process.env.DATA_DIR || './data'),
  });
  await database.migrate();
  try {
    for (const file of files) {
      const t = Date.now();
      const geojson = JSON.parse(fs.readFileSync(file, 'utf8'));
      const r = await importBoundaries(database.db, geojson, {
        kind,
        source: source ?? path.basename(file),
      });
      console.log(`${file}: ${r.stored} stored, ${r.skipped} skipped (${Date.now() - t} ms)`);
      for (const line of r.invalid ?? []) console.warn(`${file}: skipped ${line}`);
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
