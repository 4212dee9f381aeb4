// `first` on the nested lists of the administration records (issue 10): a hauler's regions, a
// region's zones and a zone's pricing answer at most `first` items, in the order of the full list;
// a negative or too large `first` is refused with BAD_USER_INPUT.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.api.token('admin@demo.local');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

interface Zone {
  id: string;
  pricing: { id: string }[];
}
interface Region {
  id: string;
  zones: Zone[];
}
interface Hauler {
  id: string;
  regions: Region[];
}

const QUERY = `query ($r: Int, $z: Int, $p: Int) {
  haulers(first: 5) { nodes { id regions(first: $r) { id zones(first: $z) { id pricing(first: $p) { id } } } } }
}`;

async function haulers(vars: Record<string, unknown>) {
  const r = await h.gql(QUERY, vars, { token });
  return r.body as { data?: { haulers: { nodes: Hauler[] } }; errors?: { extensions: object }[] };
}

describe('first on nested lists', () => {
  it('keeps the first n regions, zones and prices of each parent, in order', async () => {
    const all = await haulers({});
    expect(all.errors).toBeUndefined();
    const cut = await haulers({ r: 1, z: 2, p: 1 });
    expect(cut.errors).toBeUndefined();
    const full = all.data!.haulers.nodes;
    const some = cut.data!.haulers.nodes;
    // The seed has a hauler with several regions, a region with several zones...
    expect(full.some((x) => x.regions.length > 1)).toBe(true);
    full.forEach((hauler, i) => {
      const regions = some[i]!.regions;
      expect(regions.map((r) => r.id)).toEqual(hauler.regions.slice(0, 1).map((r) => r.id));
      regions.forEach((region, j) => {
        const zones = hauler.regions[j]!.zones;
        expect(region.zones.map((z) => z.id)).toEqual(zones.slice(0, 2).map((z) => z.id));
        region.zones.forEach((zone, k) =>
          expect(zone.pricing.map((p) => p.id)).toEqual(
            zones[k]!.pricing.slice(0, 1).map((p) => p.id),
          ),
        );
      });
    });
    const zero = await haulers({ r: 0 });
    expect(zero.data!.haulers.nodes.every((x) => x.regions.length === 0)).toBe(true);
  });

  it('refuses a negative or too large first', async () => {
    for (const r of [-1, 101]) {
      const res = await haulers({ r });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });
});
