// Writes the offline map's outlines to web/public/geo/ from the us-atlas package (TopoJSON,
// longitude/latitude): `npx tsx scripts/build-geo.ts`. The maps (web/src/map) load them from /geo/
// so that no tile or outline is fetched from outside:
// - states-10m.json: the state outlines;
// - counties/SS.json: the counties of one state (SS: its 2-digit FIPS code), with only the arcs
//   they use. A map loads the states in view only: the 3,231 counties of the whole country (68,000
//   points, a few hundred thousand objects) were built, collected and projected on every results page.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);
const out = path.resolve('web/public/geo');
const read = (file: string) =>
  JSON.parse(fs.readFileSync(require.resolve(`us-atlas/${file}`), 'utf8')) as Topology;
const write = (file: string, data: unknown) => {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file), JSON.stringify(data));
  return fs.statSync(path.join(out, file)).size;
};

// Minified copy; the TopoJSON is converted to GeoJSON in the browser with topojson-client.
console.log(
  `web/public/geo/states-10m.json  ${write('states-10m.json', read('states-10m.json'))} bytes`,
);

/** Arc indices of a geometry, nested as TopoJSON nests them (~i: arc i reversed). */
type Arcs = number | Arcs[];
const remap = (arcs: Arcs, index: (arc: number) => number): Arcs =>
  typeof arcs === 'number'
    ? arcs < 0
      ? ~index(~arcs)
      : index(arcs)
    : arcs.map((a) => remap(a, index));

const all = read('counties-10m.json');
const counties = (all.objects.counties as GeometryCollection).geometries;
const byState = new Map<string, GeometryObject[]>();
for (const g of counties) {
  const state = String(g.id).padStart(5, '0').slice(0, 2);
  byState.set(state, [...(byState.get(state) ?? []), g]);
}
fs.rmSync(path.join(out, 'counties'), { recursive: true, force: true });
let bytes = 0;
for (const [state, geometries] of byState) {
  // The state's arcs, renumbered in the order its counties use them.
  const arcs: Topology['arcs'] = [];
  const index = new Map<number, number>();
  const keep = (arc: number) => {
    let i = index.get(arc);
    if (i === undefined) {
      i = arcs.push(all.arcs[arc]) - 1;
      index.set(arc, i);
    }
    return i;
  };
  const topo: Topology = {
    type: 'Topology',
    transform: all.transform,
    arcs,
    objects: {
      counties: {
        type: 'GeometryCollection',
        geometries: geometries.map(
          (g) => ({ ...g, arcs: remap((g as { arcs: Arcs }).arcs, keep) }) as GeometryObject,
        ),
      },
    },
  };
  bytes += write(`counties/${state}.json`, topo);
}
console.log(`web/public/geo/counties/  ${byState.size} states, ${bytes} bytes`);
