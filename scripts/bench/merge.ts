// The boundary merge benchmark (issue 13): POST /geometry/merge of 20 ZIP chips, as the zone
// map editor sends them (the multi-ZIP input submits all at once, starting from the boundary
// being edited), on the demo data.
//   npm run bench -- merge [--runs 10] [--zips 20]
// Reports the one-time costs (the ZIP index of the process, the ZIP cells of a state on first
// use) apart from the median and slowest of the following merges. Target: under a second.
import { performance } from 'node:perf_hooks';
import { isNotNull } from 'drizzle-orm';
import { serviceAreas } from '../../api/src/db/schema.ts';
import { zipInfo } from '../../api/src/domain/geometry/index.ts';
import { startTestApi } from '../../tests/helpers/api.ts';
import { opt } from './args.ts';

export async function run(argv: string[]) {
  const runs = opt(argv, 'runs', 10);
  const count = opt(argv, 'zips', 20);
  const api = await startTestApi();
  try {
    const token = await api.token('admin@demo.local');
    const zones = await api.database.db
      .select({ searchText: serviceAreas.search_text, boundaries: serviceAreas.boundaries })
      .from(serviceAreas)
      .where(isNotNull(serviceAreas.search_text))
      .orderBy(serviceAreas.id)
      .limit(200);
    // 20 ZIPs of the demo zones (their neighbours, as a staff member widens a zone), and the
    // first zone's boundary as the shape being edited.
    const zips = [
      ...new Set(zones.flatMap((z) => String(z.searchText).split(/\s*,\s*/)).filter(Boolean)),
    ].slice(0, count);
    const base = zones[0]?.boundaries ?? null;
    const merge = async () => {
      const t = performance.now();
      const res = await fetch(`${api.url}/geometry/merge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ base, geometries: zips }),
      });
      const body = (await res.json()) as { feature: string | null; errors: unknown[] };
      if (!res.ok) throw new Error(`merge answered ${res.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - t, body };
    };
    // Once per process: the ZIP centroid index (the zipcodes package), loaded by the first ZIP
    // term; the API runs in this process, so loading it here is loading it there.
    const t0 = performance.now();
    zipInfo('60601');
    const indexMs = performance.now() - t0;
    const first = await merge();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await merge()).ms);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const worst = times[times.length - 1]!;
    const f = JSON.parse(first.body.feature ?? 'null') as { geometry?: { type: string } } | null;
    console.log(
      [
        `geometry merge of ${zips.length} ZIP chips onto a demo zone's boundary (POST /geometry/merge)`,
        `  terms: ${zips.join(', ')}`,
        `  result: ${f?.geometry?.type ?? 'nothing'}; unfound terms: ${first.body.errors.length}`,
        `  once per process: ZIP index load ${indexMs.toFixed(0)} ms`,
        `  first merge (once per state: its ZIP cells): ${first.ms.toFixed(0)} ms`,
        `  next ${runs}: median ${median.toFixed(0)} ms, slowest ${worst.toFixed(0)} ms`,
        `  target under 1000 ms for a merge once warm: ${worst < 1000 ? 'met' : 'NOT met'} (median ${median < 1000 ? 'met' : 'NOT met'})`,
      ].join('\n'),
    );
  } finally {
    await api.close();
  }
}
