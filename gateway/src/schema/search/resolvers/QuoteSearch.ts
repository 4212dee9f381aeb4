// QuoteSearch: the whole answer of one address search.
import { toGlobalId } from '../../../relay/globalId.ts';
import { facetValues, networkSummary } from '@shared/quote/filters.ts';
import type { Resolver } from '../../types.ts';
import type { SearchSource } from '../link.ts';
import { timeZoneAt } from '../timeZone.ts';

export const QuoteSearch: Record<string, Resolver<SearchSource>> = {
  id: (s) =>
    toGlobalId(
      'QuoteSearch',
      s.answer.id != null
        ? String(s.answer.id)
        : `${s.place.place_id}@${s.location.lat},${s.location.lng}/${s.buffer}`,
    ),
  databaseId: (s) => (s.answer.id != null ? String(s.answer.id) : null),
  place: (s) => s.place,
  location: (s) => s.location,
  nearby: (s) => s.nearby,
  bufferMiles: (s) => s.buffer,
  market: (s) => s.answer.market ?? null,
  locale: (s) => {
    const l = s.answer.locale;
    const name = l?.county ?? l?.name;
    return l && name ? { name, state: l.state ?? null, fips: l.fips ?? null } : null;
  },
  // Fetched alongside the search by Query.quote; one maps call otherwise.
  timeZone: (s, _, ctx) => s.timeZone ?? timeZoneAt(ctx, s.location.lat, s.location.lng),
  geoNotes: (s) => s.answer.geo_notes ?? [],
  specialUseAreas: (s) => s.special,
  zones: (s) => s.zones,
  products: (s) => s.products,
  productCount: (s) => s.products.length,
  networks: (s) => networkSummary(s.zones.map((z) => z._hauler.type)),
  facets: (s) => facetValues(s.products.map((p) => p._filterable)),
};
