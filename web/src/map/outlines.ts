// The maps' state and county outlines, served from /geo/ (scripts/build-geo.ts) and converted
// from TopoJSON once per page load: the states, and the counties one state at a time.
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';

const cache = new Map<string, Promise<FeatureCollection>>();

async function load(file: string, object: string): Promise<FeatureCollection> {
  const res = await fetch(`/geo/${file}`);
  if (!res.ok) throw new Error(`outlines ${file}: ${res.status}`);
  const topo = (await res.json()) as Topology;
  return feature(topo, topo.objects[object] as GeometryCollection) as FeatureCollection;
}

function once(key: string, file: string, object: string) {
  let p = cache.get(key);
  if (!p) {
    p = load(file, object);
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

/** US state outlines. */
export const stateOutlines = () => once('states', 'states-10m.json', 'states');
/** The county outlines of one state, by its 2-digit FIPS code (feature id = 5-digit FIPS). */
export const stateCounties = (state: string) =>
  once(`counties-${state}`, `counties/${state}.json`, 'counties');

/** The outline of one county by FIPS code. */
export async function countyByFips(fips: string) {
  const id = fips.padStart(5, '0');
  const counties = await stateCounties(id.slice(0, 2));
  return counties.features.find((f) => String(f.id).padStart(5, '0') === id) ?? null;
}
