import { addressParts } from '../../../../domain/quote/address.ts';
import type { Context } from '../../../../context.ts';
import { badInput } from '../../../../errors.ts';
import { fromGlobalId } from '../../../../relay/globalId.ts';
import type { NodeLoader, Resolver } from '../../../types.ts';
import {
  keptForm,
  linkSearch,
  productsAt,
  NEARBY_MILES,
  type RegionParts,
  type SearchArgs,
  type SearchSource,
} from '../../link.ts';
import { toGlobalId } from '../../../../relay/globalId.ts';
import { timeZoneAt } from '../../timeZone.ts';
import { withDetails } from '../../details.ts';
import { selectsAny } from '../../../lookahead.ts';
import { SEARCH_COLUMNS } from '../../../../rest/search.ts';

type Args = SearchArgs & { sessionToken?: string | null };

/**
 * Place details, then one `POST /search` at the place (or the dragged pin); null for an unknown
 * place. The time zone and the waste-type list are fetched alongside the search, so the critical
 * path is two upstream round trips. `history: false` leaves the search out of Search History.
 */
async function runQuote(
  ctx: Context,
  a: Args,
  o: { history: boolean } & Parts,
): Promise<SearchSource | null> {
  const { rest, loaders } = ctx;
  const pin = a.lat != null && a.lng != null ? { lat: a.lat, lng: a.lng } : null;
  // After a pin drag the search is named by the point's own address (reverse geocoded alongside
  // the details), so the title, market and Search History follow the pin
  // (docs/decisions.md#maps-and-geometry).
  const [details, atPin] = await Promise.all([
    rest.maps.details(a.placeId, a.sessionToken),
    pin ? rest.maps.reverseGeocode(pin.lat, pin.lng) : [],
  ]);
  const place = atPin[0] ?? details;
  const location = pin ?? place?.geometry?.location;
  if (!place || !location) return null;
  const timeZone = timeZoneAt(ctx, location.lat, location.lng);
  timeZone.catch(() => undefined); // awaited (and reported) by QuoteSearch.timeZone
  // The full waste types of the product cards: one list, read into the linked answer so that
  // each card's `wasteType` is a plain read (without the list, the search's own name and id).
  const wasteTypes = loaders.lookupByKind.load('wasteTypes').then(
    (rows) => new Map(rows.map((r) => [String(r.id), r])),
    () => undefined,
  );
  const parts = addressParts(place.address_components);
  const buffer = a.nearby ? NEARBY_MILES : 0;
  const {
    value: answer,
    text,
    bytes,
  } = await rest.search.search({
    address: place.formatted_address ?? null,
    city: parts.city,
    state: parts.state,
    zip_code: parts.zipCode,
    latitude: location.lat,
    longitude: location.lng,
    buffer,
    type: place.types?.[0] ?? null,
    place_id: place.place_id ?? a.placeId,
    search_type: a.searchType ?? null,
    ...(o.history ? {} : { history: false }),
    // Products without their pricing blocks unless the query reads them (a third of a product's
    // bytes; the web's results page does not, its price calculator reads one product's block
    // through QuoteProduct.pricing, GET /search/pricing-blocks).
    ...(o.blocks ? {} : { pricing_blocks: false }),
    // Regions without the parts the query does not read (REGION_PARTS).
    ...Object.fromEntries(
      PART_NAMES.filter((part) => !o.regionParts[part]).map((part) => [
        REGION_PARTS[part].flag,
        false,
      ]),
    ),
    // Products with only the columns every product needs (SEARCH_COLUMNS): a card's other
    // columns are read for the cards a request answers (../../details.ts).
    product_columns: SEARCH_COLUMNS,
    // Each size, waste type, cost structure, hauler and region once, not in every product and
    // zone that names it: a quarter of an Expand Search answer's bytes (link.ts puts them back).
    shared_records: true,
  });
  return linkSearch(answer, {
    place,
    location,
    args: argsOf(decisive(a)),
    buffer,
    timeZone,
    wasteTypes: await wasteTypes,
    regionParts: o.regionParts,
    source: { text, bytes },
  });
}

/** The arguments that decide a search's answer, in one order (the cache key and the node id). */
const decisive = (a: SearchArgs) =>
  [a.placeId, a.lat ?? null, a.lng ?? null, !!a.nearby, a.searchType ?? null] as const;
const argsOf = (d: ReturnType<typeof decisive>): SearchArgs => ({
  placeId: d[0],
  lat: d[1],
  lng: d[2],
  nearby: d[3],
  searchType: d[4],
});

/** The product fields that read its pricing block (QuoteProduct.ts). */
const BLOCK_FIELDS: ReadonlySet<string> = new Set(['pricing', 'customerPriceKey']);
/**
 * The parts of the regions a search leaves out unless the query reads them: the region field
 * that reads each (QuoteZone.ts) and the `POST /search` flag that leaves it out. The contract
 * records are an eighth of an answer's bytes, the current availability at each zone a fifth (and
 * of what a kept answer holds); the results page reads neither (each card's availability comes
 * from its product's own results, which stay).
 */
const REGION_PARTS: Record<
  keyof RegionParts,
  { fields: ReadonlySet<string>; flag: 'contract_availability' | 'current_availability' }
> = {
  contract: { fields: new Set(['contractAvailability']), flag: 'contract_availability' },
  current: { fields: new Set(['currentAvailability']), flag: 'current_availability' },
};
const PART_NAMES = Object.keys(REGION_PARTS) as (keyof RegionParts)[];

/** What a search is asked with beyond its arguments: the parts of the answer a query reads. */
interface Parts {
  blocks: boolean;
  regionParts: RegionParts;
}
const partsRead = (info: Parameters<typeof selectsAny>[0]): Parts => ({
  blocks: selectsAny(info, BLOCK_FIELDS),
  regionParts: Object.fromEntries(
    PART_NAMES.map((part) => [part, selectsAny(info, REGION_PARTS[part].fields)]),
  ) as Record<keyof RegionParts, boolean>,
});
/** Whether a kept answer carries every part of the regions a query reads. */
const carries = (kept: SearchSource, read: RegionParts) =>
  PART_NAMES.every((part) => kept.regionParts[part] || !read[part]);

/**
 * The key of a viewer's search in the `searches` cache (cache.ts): the session's token and what
 * decides the answer (not the autocomplete session token, which only bills the details call).
 */
const searchKey = (token: string, a: SearchArgs) => JSON.stringify([token, ...decisive(a)]);

/**
 * The global id of a search: the answer's stamp with the arguments that decide it, so that
 * node(id:) can answer it again (`loadSearchNode`).
 */
export const searchId = (s: SearchSource) =>
  s.nodeId ?? toGlobalId('QuoteSearch', JSON.stringify([s.stamp, ...decisive(s.args)]));

/** Runs the address search (recorded in Search History) and keeps its answer for `quoteProduct`. */
const quote: Resolver<unknown, Args> = async (_, a, ctx, info) => {
  const search = await runQuote(ctx, a, { history: true, ...partsRead(info) });
  if (search && ctx.token) ctx.caches.searches.set(searchKey(ctx.token, a), keptForm(search));
  return search;
};
export default quote;

/**
 * The answer `quote` kept for this viewer and these arguments, else the search run again without
 * a Search History entry (and kept); null for an unknown place. A kept answer without the
 * regions' contract or current availability serves a query that reads it no more: the search
 * runs again with it (pricing blocks left out are read per product instead, QuoteProduct.pricing).
 */
async function recentSearch(ctx: Context, a: SearchArgs, parts: Parts) {
  const key = ctx.token ? searchKey(ctx.token, a) : undefined;
  const kept = key ? ctx.caches.searches.get(key) : undefined;
  if (kept && carries(kept, parts.regionParts)) return kept;
  const search = await runQuote(ctx, { ...a, sessionToken: null }, { history: false, ...parts });
  if (search && key) ctx.caches.searches.set(key, keptForm(search));
  return search;
}

/**
 * node(id:) of a QuoteSearch (a results page refetching its results with other filters): the
 * search of the id's arguments as `recentSearch` answers it, under the id it was asked with.
 * Its products come without their pricing blocks; `QuoteProduct.pricing` fetches one if read.
 */
export const loadSearchNode: NodeLoader = async (id, ctx, info) => {
  let d: unknown;
  try {
    d = JSON.parse(id);
  } catch {
    return null;
  }
  const numberOrNull = (v: unknown) => v === null || typeof v === 'number';
  if (
    !Array.isArray(d) ||
    d.length !== 6 ||
    typeof d[1] !== 'string' ||
    !numberOrNull(d[2]) ||
    !numberOrNull(d[3]) ||
    typeof d[4] !== 'boolean' ||
    !(d[5] === null || typeof d[5] === 'string')
  )
    return null;
  const [, ...rest] = d as [unknown, ...ReturnType<typeof decisive>];
  const search = await recentSearch(ctx, argsOf(rest), { ...partsRead(info), blocks: false });
  return search && { ...search, nodeId: toGlobalId('QuoteSearch', id) };
};

/**
 * One product of a search, for the details its card opens: from the answer `quote` kept for this
 * viewer and these arguments, else from the search run again without a Search History entry.
 * Null when the place is unknown or the product is not among the results.
 */
export const quoteProduct: Resolver<unknown, Args & { id: string }> = async (_, a, ctx, info) => {
  const { type, id } = fromGlobalId(a.id);
  if (type !== 'QuoteProduct') throw badInput(`"${a.id}" is not the id of a QuoteProduct`);
  const search = await recentSearch(ctx, a, partsRead(info));
  if (!search) return null;
  const index = search.products.indexOf(id);
  if (index < 0) return null;
  const product = productsAt(search, [index])[0]!;
  return withDetails([product], ctx, info, product);
};
