// The results page's filter state (docs/decisions.md#routes-and-screens): the left filters and
// the network switch, each search starting on its default network, with the network options,
// the facets the filters offer and how many products pass them. It reads the products through
// its own fragment; the list reads them through ResultsList_search.
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import {
  DEFAULT_FILTERS,
  facetValues,
  filterProducts,
  inNetwork,
  networkSummary,
  type ProductFilters,
} from '@shared/quote/filters.ts';
import { useFilterableProducts } from '../../features/quote/hooks/useFilterableProducts.ts';
import type { useResultFilters_search$key } from './__generated__/useResultFilters_search.graphql.ts';

export function useResultFilters(search: useResultFilters_search$key) {
  const { id, products: refs } = useFragment(
    graphql`
      fragment useResultFilters_search on QuoteSearch {
        id
        products {
          ...useFilterableProducts_products
        }
      }
    `,
    search,
  );
  const products = useFilterableProducts(refs);
  const networks = useMemo(() => networkSummary(products.map((p) => p.hauler.type)), [products]);

  const [filters, setFilters] = useState<ProductFilters>({
    ...DEFAULT_FILTERS,
    network: networks.default,
  });
  // Each search starts on its default network (inNetwork, or outOfNetwork when only that exists).
  const [searchId, setSearchId] = useState(id);
  if (searchId !== id) {
    setSearchId(id);
    setFilters((f) => ({ ...f, network: networks.default }));
  }

  // The facets count the products of the selected network; a service area is named with its hauler.
  const facets = useMemo(() => {
    const shown = products.filter((p) => inNetwork(p, filters.network));
    const f = facetValues(shown);
    const haulerOfZone = new Map(shown.map((p) => [String(p.zone.databaseId), p.hauler.name]));
    return {
      ...f,
      serviceAreas: f.serviceAreas.map((v) => ({
        ...v,
        label: `${v.label} (${haulerOfZone.get(v.value)})`,
      })),
    };
  }, [products, filters.network]);
  const countShown = useMemo(() => filterProducts(products, filters).length, [products, filters]);

  return { filters, setFilters, networks, facets, countShown };
}
