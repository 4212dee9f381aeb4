// Writes the offline map's outlines to web/public/geo/ from the us-atlas package (state and
// county TopoJSON, longitude/latitude): `npx tsx scripts/build-geo.ts`. The offline map (web/src/map)
// loads them from /geo/ so that no tile or outline is fetched from outside.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const out = path.resolve('web/public/geo');
fs.mkdirSync(out, { recursive: true });
for (const file of ['states-10m.json', 'counties-10m.json']) {
  const src = require.resolve(`us-atlas/${file}`);
  // Minified copy; the TopoJSON is converted to GeoJSON in the browser with topojson-client.
  const topo = JSON.parse(fs.readFileSync(src, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(out, file), JSON.stringify(topo));
  console.log(`web/public/geo/${file}  ${fs.statSync(path.join(out, file)).size} bytes`);
}
