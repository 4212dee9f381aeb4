// Offline outlines of US states and counties from us-atlas (TopoJSON, 1:10m), loaded lazily.
import { createRequire } from 'node:module';
import { bbox as turfBbox, booleanPointInPolygon } from '@turf/turf';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import { milesToArea } from './ops.ts';
import { findState, type StateInfo } from './states.ts';

const require = createRequire(import.meta.url);

export type Area = Feature<Polygon | MultiPolygon>;
type BBox = [number, number, number, number];

export interface County {
  fips: string;
  name: string;
  state: StateInfo;
  feature: Area;
  bbox: BBox;
}

let states: Map<string, Area> | null = null;
let counties: County[] | null = null;

function loadStates(): Map<string, Area> {
  if (!states) {
    const topo = require('us-atlas/states-10m.json');
    const fc = feature(topo, topo.objects.states) as unknown as { features: Area[] };
    states = new Map();
    for (const f of fc.features) {
      const info = findState(String(f.id));
      if (info)
        states.set(info.abbr, {
          ...f,
          properties: { fips: info.fips, name: info.name, state: info.abbr },
        });
    }
  }
  return states;
}

function loadCounties(): County[] {
  if (!counties) {
    const topo = require('us-atlas/counties-10m.json');
    const fc = feature(topo, topo.objects.counties) as unknown as { features: Area[] };
    counties = [];
    for (const f of fc.features) {
      const fips = String(f.id);
      const state = findState(fips.slice(0, 2));
      if (!state || !f.geometry) continue;
      const name = String((f.properties as { name?: string })?.name ?? '');
      counties.push({
        fips,
        name,
        state,
        feature: { ...f, properties: { fips, name, state: state.abbr } },
        bbox: turfBbox(f) as BBox,
      });
    }
  }
  return counties;
}

/** The outline of a state by abbreviation, name or FIPS. */
export function stateOutline(key: string): Area | undefined {
  const info = findState(key);
  return info ? loadStates().get(info.abbr) : undefined;
}

const COUNTY_SUFFIX = /\s+(county|parish|borough|census area|city and borough|municipality)$/i;

/** Finds a county by name ('Travis' or 'Travis County') and state. */
export function findCounty(name: string, state: string): County | undefined {
  const info = findState(state);
  if (!info) return undefined;
  const want = name.trim().replace(COUNTY_SUFFIX, '').toLowerCase();
  return loadCounties().find((c) => c.state.abbr === info.abbr && c.name.toLowerCase() === want);
}

/** Finds a county by its 5-digit FIPS code. */
export function countyByFips(fips: string): County | undefined {
  return loadCounties().find((c) => c.fips === fips);
}

function inBox(b: BBox, [x, y]: [number, number]) {
  return x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];
}

/** The county containing a point [lng, lat], if any. */
export function countyAt(point: [number, number]): County | undefined {
  return loadCounties().find(
    (c) => inBox(c.bbox, point) && booleanPointInPolygon(point, c.feature),
  );
}

/**
 * The county nearest to a point [lng, lat] within `maxMiles` of its outline, if any: the 1:10m
 * outlines are simplified, so a lakefront or coastal point (e.g. ZIP 60601's centroid, just off
 * Chicago's shore) can fall outside every county while it lies in one.
 */
export function nearestCounty(
  point: [number, number],
  maxMiles: number,
): { county: County; miles: number } | undefined {
  const dLat = maxMiles / 69;
  const dLng = maxMiles / (69.172 * Math.max(0.05, Math.cos((point[1] * Math.PI) / 180)));
  let best: { county: County; miles: number } | undefined;
  for (const c of loadCounties()) {
    const b = c.bbox;
    if (
      point[0] < b[0] - dLng ||
      point[0] > b[2] + dLng ||
      point[1] < b[1] - dLat ||
      point[1] > b[3] + dLat
    )
      continue;
    const miles = milesToArea(c.feature, point);
    if (miles <= maxMiles && (!best || miles < best.miles)) best = { county: c, miles };
  }
  return best;
}

/** Every county (for the maps stand-in's suggestions). */
export function allCounties(): County[] {
  return loadCounties();
}

/** The state containing a point [lng, lat], if any. */
export function stateAt(point: [number, number]): StateInfo | undefined {
  for (const [abbr, f] of loadStates()) {
    if (booleanPointInPolygon(point, f)) return findState(abbr);
  }
  return undefined;
}
