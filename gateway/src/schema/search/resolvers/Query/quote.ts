import { addressParts } from '../../../../domain/quote/address.ts';
import type { Context } from '../../../../context.ts';
import { badInput } from '../../../../errors.ts';
import { fromGlobalId } from '../../../../relay/globalId.ts';
import type { Resolver } from '../../../types.ts';
import { linkSearch, NEARBY_MILES, type SearchSource } from '../../link.ts';
import { timeZoneAt } from '../../timeZone.ts';
import { selectsAny } from '../../../lookahead.ts';

type Args = {
  placeId: string;
  lat?: number | null;
  lng?: number | null;
  nearby?: boolean | null;
  searchType?: string | null;
  sessionToken?: string | null;
};

/**
 * Place details, then one `POST /search` at the place (or the dragged pin); null for an unknown
 * place. The time zone and the waste-type list are fetched alongside the search, so the critical
 * path is two upstream round trips. `history: false` leaves the search out of Search History.
 */
async function runQuote(
  ctx: Context,
  a: Args,
  o: { history: boolean; blocks: boolean },
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
  const answer = await rest.search.search({
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
    // through QuoteProduct.pricing, GET /search/pricing-block/{id}).
    ...(o.blocks ? {} : { pricing_blocks: false }),
  });
  return linkSearch(answer, {
    place,
    location,
    nearby: !!a.nearby,
    buffer,
    timeZone,
    wasteTypes: await wasteTypes,
  });
}

/** The product fields that read its pricing block (QuoteProduct.ts). */
const BLOCK_FIELDS: ReadonlySet<string> = new Set(['pricing', 'customerPriceKey']);

/**
 * The key of a viewer's search in the `searches` cache (cache.ts): the session's token and what
 * decides the answer (not the autocomplete session token, which only bills the details call).
 */
const searchKey = (token: string, a: Args) =>
  JSON.stringify([
    token,
    a.placeId,
    a.lat ?? null,
    a.lng ?? null,
    !!a.nearby,
    a.searchType ?? null,
  ]);

/** Runs the address search (recorded in Search History) and keeps its answer for `quoteProduct`. */
const quote: Resolver<unknown, Args> = async (_, a, ctx, info) => {
  const search = await runQuote(ctx, a, { history: true, blocks: selectsAny(info, BLOCK_FIELDS) });
  if (search && ctx.token) ctx.caches.searches.set(searchKey(ctx.token, a), search);
  return search;
};
export default quote;

/**
 * One product of a search, for the details its card opens: from the answer `quote` kept for this
 * viewer and these arguments, else from the search run again without a Search History entry.
 * Null when the place is unknown or the product is not among the results.
 */
export const quoteProduct: Resolver<unknown, Args & { id: string }> = async (_, a, ctx, info) => {
  const { type, id } = fromGlobalId(a.id);
  if (type !== 'QuoteProduct') throw badInput(`"${a.id}" is not the id of a QuoteProduct`);
  const key = ctx.token ? searchKey(ctx.token, a) : undefined;
  let search = key ? ctx.caches.searches.get(key) : undefined;
  if (!search) {
    search =
      (await runQuote(
        ctx,
        { ...a, sessionToken: null },
        { history: false, blocks: selectsAny(info, BLOCK_FIELDS) },
      )) ?? undefined;
    if (search && key) ctx.caches.searches.set(key, search);
  }
  if (!search) return null;
  const all = [search.products, ...search.special.map((z) => z._products)].flat();
  return all.find((p) => String(p.id) === id) ?? null;
};
