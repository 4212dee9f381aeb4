// The results list: the cards the gateway selected for the page's filters, network, sort and View
// By (useQuoteResults), grouped under their hauler's name when viewed by hauler, 3 cards first
// and 6 more per scroll (docs/decisions.md#constants-and-limits).
import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import {
  cardsShown,
  EMPTY_FILTER_MESSAGE,
  EMPTY_SEARCH_MESSAGE,
} from '../../features/quote/rules/filters.ts';
import { PriceCalculatorButton } from '../../features/calculator/components/PriceCalculatorButton.tsx';
import { ProductCard } from '../../features/quote/components/ProductCard.tsx';
import type { ViewBy } from '../../features/quote/components/ResultsToolbar.tsx';
import type {
  ResultsList_product$data,
  ResultsList_product$key,
} from './__generated__/ResultsList_product.graphql.ts';

const resultsListFragment = graphql`
  fragment ResultsList_product on QuoteProduct @relay(plural: true) {
    id
    hauler {
      databaseId
      name
    }
    ...ProductCard_product
    ...PriceCalculatorButton_product
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

export interface ResultsListProps {
  /** The cards loaded so far, in the list's order. */
  products: ResultsList_product$key;
  /** How many products pass the filters. */
  total: number;
  /** How many products the search found (0: nothing serves the place). */
  productCount: number;
  /** Asks for cards until `shown` are at hand, and the next scroll's. */
  ensureLoaded: (shown: number) => void;
  /** The choice the cards were selected with: a new one starts at 3 cards again. */
  choice: string;
  viewBy: ViewBy;
  canPrice: boolean;
  /** A new choice is loading: the cards shown are the last choice's. */
  pending?: boolean;
}

// Memoised: the page re-renders around the list (the filters and map arriving, the pin timer)
// without changing what the list shows.
export const ResultsList = memo(function ResultsList({
  products: refs,
  total,
  productCount,
  ensureLoaded,
  choice,
  viewBy,
  canPrice,
  pending = false,
}: ResultsListProps) {
  const products = useFragment(resultsListFragment, refs);

  // 3 cards first, 6 more each time the sentinel under the list scrolls into view.
  const [scrolls, setScrolls] = useState(0);
  const [lastChoice, setLastChoice] = useState(choice);
  if (choice !== lastChoice) {
    setLastChoice(choice);
    setScrolls(0);
  }
  const count = cardsShown(scrolls, total);
  useEffect(() => ensureLoaded(count), [count, ensureLoaded]);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => products.slice(0, count), [products, count]);
  useEffect(() => {
    const el = sentinel.current;
    // The next scroll counts once the cards of this one are at hand.
    if (!el || count >= total || shown.length < count) return;
    const io = new IntersectionObserver(([e]) => {
      if (e.isIntersecting) setScrolls((s) => s + 1);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [count, total, shown.length]);

  // `data-choice` names the choice whose cards are shown: absent while a new one loads (what
  // the benchmark's filter click waits for, scripts/bench/quote.ts).
  return (
    <Box
      data-testid="results"
      data-choice={pending ? undefined : choice}
      aria-busy={pending}
      opacity={pending ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      {productCount === 0 ? (
        <Empty>{EMPTY_SEARCH_MESSAGE}</Empty>
      ) : total === 0 ? (
        <Empty>{EMPTY_FILTER_MESSAGE}</Empty>
      ) : (
        <Cards
          shown={shown}
          total={total}
          count={count}
          viewBy={viewBy}
          canPrice={canPrice}
          sentinel={sentinel}
        />
      )}
    </Box>
  );
});

// Memoised: the list dimming while a new choice loads does not render the cards again.
const Cards = memo(function Cards({
  shown,
  total,
  count,
  viewBy,
  canPrice,
  sentinel,
}: {
  shown: ResultsList_product$data;
  total: number;
  count: number;
  viewBy: ViewBy;
  canPrice: boolean;
  sentinel: RefObject<HTMLDivElement | null>;
}) {
  return (
    <Stack gap="2" data-testid="results-list" data-total={total}>
      {shown.map((p, i) => (
        <Box key={p.id}>
          {viewBy === 'hauler' &&
          (i === 0 || shown[i - 1].hauler.databaseId !== p.hauler.databaseId) ? (
            <Heading as="h3" size="sm" mt={i === 0 ? 0 : 3} mb="2" data-testid="hauler-group">
              {p.hauler.name}
            </Heading>
          ) : null}
          <ProductCard
            product={p}
            actions={canPrice ? <PriceCalculatorButton product={p} /> : null}
          />
        </Box>
      ))}
      <Box ref={sentinel} h="1px" data-testid="results-sentinel" />
      {count < total ? (
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          Showing {shown.length} of {total}; scroll for more
        </Text>
      ) : shown.length < count ? (
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          Loading more products…
        </Text>
      ) : null}
    </Stack>
  );
});
