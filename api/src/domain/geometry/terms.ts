// Merge/cut terms (docs/decisions.md#maps-and-geometry): a 5-digit ZIP, a city ('Austin, TX'),
// a county ('Travis County, TX'), a state ('TX') or a zone's netsuite_name.
import { findCounty, stateOutline, type Area } from './atlas.ts';
import { centroidOf, cutAreas, mergeAreas, repairArea } from './ops.ts';
import { findState } from './states.ts';
import { cityPolygon, zipPolygon } from './zips.ts';

export type ParsedTerm =
  | { kind: 'zip'; key: string; term: string }
  | { kind: 'city'; key: string; name: string; state: string; term: string }
  | { kind: 'county'; key: string; name: string; state: string; term: string }
  | { kind: 'state'; key: string; term: string }
  | { kind: 'name'; key: string; term: string };

/** Classifies a term; anything that is no place form is taken as a zone netsuite_name. */
export function parseTerm(raw: string): ParsedTerm {
  const term = raw.trim().replace(/\s+/g, ' ');
  if (/^\d{5}$/.test(term)) return { kind: 'zip', key: term, term };
  const st = findState(term);
  if (st && !/^\d+$/.test(term)) return { kind: 'state', key: st.abbr, term };
  const m = /^(.+?),\s*([A-Za-z .]+)$/.exec(term);
  if (m) {
    const state = findState(m[2]);
    if (state) {
      const name = m[1].trim();
      if (/\s(county|parish|borough)$/i.test(name)) {
        return {
          kind: 'county',
          key: `${name.toLowerCase()}|${state.abbr}`,
          name,
          state: state.abbr,
          term,
        };
      }
      return {
        kind: 'city',
        key: `${name.toLowerCase()}|${state.abbr}`,
        name,
        state: state.abbr,
        term,
      };
    }
  }
  return { kind: 'name', key: term, term };
}

/** Looks a term up elsewhere first (imported boundaries, zones); answers null when not found there. */
export type TermLookup = (term: ParsedTerm) => Promise<Area | Area[] | null | undefined>;

/** The area of one term: the lookup first, then the offline data. */
export async function resolveTerm(raw: string, lookup?: TermLookup): Promise<Area[] | null> {
  const t = parseTerm(raw);
  const found = lookup ? await lookup(t) : null;
  if (found && (!Array.isArray(found) || found.length))
    return Array.isArray(found) ? found : [found];
  let area: Area | null | undefined = null;
  if (t.kind === 'zip') area = zipPolygon(t.key);
  else if (t.kind === 'state') area = stateOutline(t.key);
  else if (t.kind === 'county') area = findCounty(t.name, t.state)?.feature;
  else if (t.kind === 'city') area = cityPolygon(t.name, t.state);
  return area ? [area] : null;
}

export interface MergeResult {
  /** The merged area, or null when nothing is left. */
  feature: Area | null;
  errors: { search_term: string; message: string }[];
  centroid: { lat: number; lng: number } | null;
}

/**
 * Merges the `geometries` terms (and `base` areas, e.g. a zone's drawn boundary) and cuts the
 * `excludeGeometries` terms. Unknown terms come back in `errors` and change nothing.
 */
export async function mergeTerms(input: {
  geometries?: string[];
  excludeGeometries?: string[];
  base?: Area[];
  lookup?: TermLookup;
}): Promise<MergeResult> {
  const errors: MergeResult['errors'] = [];
  const collect = async (terms: string[] = []) => {
    const out: Area[] = [];
    const seen = new Set<string>();
    for (const raw of terms) {
      const term = String(raw ?? '').trim();
      if (!term || seen.has(term.toLowerCase())) continue;
      seen.add(term.toLowerCase());
      const areas = await resolveTerm(term, input.lookup);
      if (areas) out.push(...areas);
      else errors.push({ search_term: term, message: `Could not find ${term}` });
    }
    return out;
  };
  const adds = await collect(input.geometries);
  const cuts = await collect(input.excludeGeometries);
  // Repaired: the result is saved as a boundary, and the offline outlines are simplified (a
  // few counties cross themselves).
  const feature = repairArea(cutAreas(mergeAreas([...(input.base ?? []), ...adds]), cuts));
  return { feature, errors, centroid: feature ? centroidOf(feature) : null };
}
