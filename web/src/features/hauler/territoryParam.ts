// The hauler sidebar's territory menu lives in the URL (?territory=West) next to the selection
// (?region= / ?zone= / ?new=), so a reload or a shared link keeps it and Back restores it
// (docs/decisions.md#administration-screens). No React here.

export const TERRITORIES = ['Northeast', 'Southeast', 'Midwest', 'West'] as const;
export const TERRITORY_PARAM = 'territory';

/** The territory the URL filters by, or '' for All Territories (unknown values too). */
export function readTerritory(search: URLSearchParams): string {
  const t = search.get(TERRITORY_PARAM) ?? '';
  return (TERRITORIES as readonly string[]).includes(t) ? t : '';
}

/** A new selection (`{region: '12'}`, `{}` for the hauler) that keeps the current territory. */
export function keepTerritory(
  selection: Record<string, string>,
  search: URLSearchParams,
): Record<string, string> {
  const t = readTerritory(search);
  return t ? { ...selection, [TERRITORY_PARAM]: t } : selection;
}

/** The link (`?region=12&territory=West`) of a selection, keeping the current territory. */
export const selectionHref = (selection: Record<string, string>, search: URLSearchParams) =>
  `?${new URLSearchParams(keepTerritory(selection, search)).toString()}`;

/** The query string with the territory changed and the selection kept. */
export function withTerritory(search: URLSearchParams, territory: string): URLSearchParams {
  const out = new URLSearchParams(search);
  if (territory) out.set(TERRITORY_PARAM, territory);
  else out.delete(TERRITORY_PARAM);
  return out;
}
