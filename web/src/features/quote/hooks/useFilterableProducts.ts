// The results' products as the filters, the sort, the network switch and the facets read them
// (@shared/quote/filters.ts). The list and the page's filter state each
// spread this fragment, so each reads the products through a fragment of its own.
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { AVAILABILITY_DAYS, type FilterableProduct } from '@shared/quote/filters.ts';
import type { AvailabilityDayValue } from '@shared/quote/values.ts';
import type {
  useFilterableProducts_products$data,
  useFilterableProducts_products$key,
} from './__generated__/useFilterableProducts_products.graphql.ts';

/** A product as the rules read it, with its id (the list's key). */
export interface FilterableResult extends FilterableProduct {
  readonly id: string;
}

type Product = useFilterableProducts_products$data[number];

const DAYS: ReadonlySet<string> = new Set(AVAILABILITY_DAYS.map((d) => d.value));
/** Relay's '%future added value' is no day the filters offer. */
const isDay = (d: string): d is AvailabilityDayValue => DAYS.has(d);
const named = (v: { databaseId: number; name: string } | null | undefined) =>
  v ? { databaseId: v.databaseId, name: v.name } : null;

/** The fields the rules read, by name. */
const toFilterable = (p: Product): FilterableResult => ({
  id: p.id,
  price: p.price,
  preferred: p.preferred,
  rank: p.rank,
  tonnage: p.tonnage,
  noService: p.noService,
  mustCall: p.mustCall,
  availableOn: p.availableOn.filter(isDay),
  size: named(p.size),
  wasteType: named(p.wasteType),
  costStructure: named(p.costStructure),
  zone: {
    databaseId: p.zone.databaseId,
    name: p.zone.name,
    aggregateRanking: p.zone.aggregateRanking,
  },
  hauler: { databaseId: p.hauler.databaseId, name: p.hauler.name, type: p.hauler.type },
});

/** The products of `products` for the rules, in their order. */
export function useFilterableProducts(
  products: useFilterableProducts_products$key,
): readonly FilterableResult[] {
  const data = useFragment(
    graphql`
      fragment useFilterableProducts_products on QuoteProduct @relay(plural: true) {
        id
        price
        preferred
        rank
        tonnage
        noService
        mustCall
        availableOn
        size {
          databaseId
          name
        }
        wasteType {
          databaseId
          name
        }
        costStructure {
          databaseId
          name
        }
        zone {
          databaseId
          name
          aggregateRanking
        }
        hauler {
          databaseId
          name
          type
        }
      }
    `,
    products,
  );
  return useMemo(() => data.map(toFilterable), [data]);
}
