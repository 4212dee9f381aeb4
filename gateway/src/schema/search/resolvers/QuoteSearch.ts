// QuoteSearch: the whole answer of one address search.
import {
  DEFAULT_FILTERS,
  facetValues,
  groupByHauler,
  inNetwork,
  networkSummary,
  visibleProducts,
  type ProductFilters,
} from '@shared/quote/filters.ts';
import { connectionFromArray } from '../../../relay/connection.ts';
import type { QuoteSearchResultsArgs } from '../../resolvers.generated.ts';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../../context.ts';
import type { Resolver } from '../../types.ts';
import { withDetails } from '../details.ts';
import { productsAt, productsOf, type LinkedFilterable, type SearchSource } from '../link.ts';
import { timeZoneAt } from '../timeZone.ts';
import { searchId } from './Query/quote.ts';

/** Which networks the results hold, and the switch's default. */
const networksOf = (s: SearchSource) => networkSummary(s.zones.map((z) => z._hauler.type));

/**
 * The products the results page lists for these filters, order and grouping, with the shared
 * rules; a filter left out (or null) takes the page's default, the network the search's own.
 */
function results(
  s: SearchSource,
  a: QuoteSearchResultsArgs,
  ctx: Context,
  info: GraphQLResolveInfo,
) {
  const given = Object.fromEntries(
    Object.entries(a.filter ?? {}).filter(([, v]) => v !== null && v !== undefined),
  );
  const filters: ProductFilters = { ...DEFAULT_FILTERS, network: networksOf(s).default, ...given };
  // The rules read each product's filterable view; the page answers the products themselves
  // (only the page's are read: a kept answer reads each from its text, SearchProducts).
  const views = s.filterables;
  const list = visibleProducts(views, filters, a.sort ?? 'def');
  const ordered = a.groupByHauler ? groupByHauler(list).flatMap((g) => g.products) : list;
  const onPage = connectionFromArray<LinkedFilterable>(ordered, a);
  const nodes = productsAt(
    s,
    onPage.nodes.map((f) => f.index),
  );
  const edges = onPage.edges.map((e, i) => ({ cursor: e.cursor, node: nodes[i]! }));
  const page = { ...onPage, nodes, edges };
  // The page's facets: the products of the filter's network, the other filters left out.
  const facets = () => facetValues(views.filter((p) => inNetwork(p, filters.network)));
  return withDetails(nodes, ctx, info, { ...page, facets });
}

export const QuoteSearch: Record<string, Resolver<SearchSource>> = {
  id: (s) => searchId(s),
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
  products: (s, _, ctx, info) => {
    const products = productsOf(s);
    return withDetails(products, ctx, info, products);
  },
  results: (s, a, ctx, info) => results(s, a as QuoteSearchResultsArgs, ctx, info),
  productCount: (s) => s.filterables.length,
  networks: (s) => networksOf(s),
  facets: (s) => facetValues(s.filterables),
};
