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
import { useDelayedFlag } from '../../ui/loading/delayedFlag.ts';
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

/**
 * How long a new choice loads before the cards shown dim. Most answers come sooner: dimming at
 * once cost a filter click about 20 to 40 ms of style and paint work (the fade, then the
 * undim) before the new cards could show (docs/decisions.md#quote-results-page).
 */
export const DIM_AFTER_MS = 200;

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
  const dimmed = useDelayedFlag(pending, DIM_AFTER_MS);

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
  // the benchmark's filter click waits for, scripts/bench/quote.ts). Busy at once for assistive
  // technology; dimmed (fading in) only once the wait is noticeable, and undimmed at once.
  return (
    <Box
      data-testid="results"
      data-choice={pending ? undefined : choice}
      aria-busy={pending}
      data-dimmed={dimmed || undefined}
      opacity={dimmed ? 0.6 : undefined}
      transition={dimmed ? 'opacity 0.15s' : undefined}
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

interface ItemProps {
  product: ResultsList_product$data[number];
  canPrice: boolean;
  /** The hauler's heading above the card (View By hauler, the hauler's first card). */
  group: { name: string; first: boolean } | null;
}

/**
 * One card, with its hauler's heading when it starts a group. Memoised by the product: a card
 * that stays across a filter click, a sort or a scroll is not rendered again (the cards are most
 * of a filter click's render work: about 13 ms each in React's profiling build). A new answer brings the same
 * product's card a new fragment reference (another query owns it) reading the same record,
 * whose changes the card's own fragments still receive.
 */
const Item = memo(
  function Item({ product: p, canPrice, group }: ItemProps) {
    return (
      <Box>
        {group ? (
          <Heading as="h3" size="sm" mt={group.first ? 0 : 3} mb="2" data-testid="hauler-group">
            {group.name}
          </Heading>
        ) : null}
        <ProductCard
          product={p}
          actions={canPrice ? <PriceCalculatorButton product={p} /> : null}
        />
      </Box>
    );
  },
  (a, b) =>
    a.product.id === b.product.id &&
    a.canPrice === b.canPrice &&
    a.group?.name === b.group?.name &&
    a.group?.first === b.group?.first,
);

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
        <Item
          key={p.id}
          product={p}
          canPrice={canPrice}
          group={
            viewBy === 'hauler' &&
            (i === 0 || shown[i - 1].hauler.databaseId !== p.hauler.databaseId)
              ? { name: p.hauler.name, first: i === 0 }
              : null
          }
        />
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
