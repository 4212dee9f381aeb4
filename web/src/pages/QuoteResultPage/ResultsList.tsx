// The results list: the page's filters, network and sort applied with the shared rules of
// @shared/quote and web/src/features/quote/rules, grouped by hauler or not, 3 cards first and 6 more per scroll.
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import {
  cardsShown,
  EMPTY_FILTER_MESSAGE,
  EMPTY_SEARCH_MESSAGE,
} from '../../features/quote/rules/filters.ts';
import {
  groupByHauler,
  visibleProducts,
  type ProductFilters,
  type SortValue,
} from '@shared/quote/filters.ts';
import { PriceCalculatorButton } from '../../features/calculator/components/PriceCalculatorButton.tsx';
import { ProductCard } from '../../features/quote/components/ProductCard.tsx';
import type { ViewBy } from '../../features/quote/components/ResultsToolbar.tsx';
import { useFilterableProducts } from '../../features/quote/hooks/useFilterableProducts.ts';
import type { ResultsList_search$key } from './__generated__/ResultsList_search.graphql.ts';

const resultsListFragment = graphql`
  fragment ResultsList_search on QuoteSearch {
    products {
      ...useFilterableProducts_products
      ...ProductCard_product
      ...PriceCalculatorButton_product
    }
  }
`;

function Empty({ children }: { children: ReactNode }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      rounded="md"
      p="8"
      textAlign="center"
      data-testid="empty-state"
    >
      <Text fontWeight="medium">{children}</Text>
    </Box>
  );
}

// Memoised: the page re-renders around the list (the filters and map arriving, the pin timer)
// without changing what the list shows.
export const ResultsList = memo(function ResultsList({
  search,
  filters,
  sort,
  viewBy,
  canPrice,
}: {
  search: ResultsList_search$key;
  filters: ProductFilters;
  sort: SortValue;
  viewBy: ViewBy;
  canPrice: boolean;
}) {
  const { products } = useFragment(resultsListFragment, search);
  const filterable = useFilterableProducts(products);
  const visible = useMemo(() => {
    // Each product as the rules read it, with the reference its card and calculator read.
    const all = filterable.map((p, i) => ({ ...p, product: products[i] }));
    const list = visibleProducts(all, filters, sort);
    return viewBy === 'hauler' ? groupByHauler(list).flatMap((g) => g.products) : list;
  }, [filterable, products, filters, sort, viewBy]);

  // 3 cards first, 6 more each time the sentinel under the list scrolls into view.
  const [scrolls, setScrolls] = useState(0);
  const key = `${JSON.stringify(filters)}|${sort}|${viewBy}|${products.length}`;
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setScrolls(0);
  }
  const count = cardsShown(scrolls, visible.length);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || count >= visible.length) return;
    const io = new IntersectionObserver(([e]) => {
      if (e.isIntersecting) setScrolls((s) => s + 1);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [count, visible.length]);

  if (products.length === 0) return <Empty>{EMPTY_SEARCH_MESSAGE}</Empty>;
  if (visible.length === 0) return <Empty>{EMPTY_FILTER_MESSAGE}</Empty>;
  const shown = visible.slice(0, count);
  return (
    <Stack gap="2" data-testid="results-list" data-total={visible.length}>
      {shown.map((p, i) => (
        <Box key={p.id}>
          {viewBy === 'hauler' &&
          (i === 0 || shown[i - 1].hauler.databaseId !== p.hauler.databaseId) ? (
            <Heading as="h3" size="sm" mt={i === 0 ? 0 : 3} mb="2" data-testid="hauler-group">
              {p.hauler.name}
            </Heading>
          ) : null}
          <ProductCard
            product={p.product}
            actions={canPrice ? <PriceCalculatorButton product={p.product} /> : null}
          />
        </Box>
      ))}
      <Box ref={sentinel} h="1px" data-testid="results-sentinel" />
      {count < visible.length ? (
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          Showing {count} of {visible.length}; scroll for more
        </Text>
      ) : null}
    </Stack>
  );
});
