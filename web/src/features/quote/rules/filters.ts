// The results page's empty-list messages and how many cards it shows
// (docs/decisions.md#routes-and-screens, docs/decisions.md#constants-and-limits): rules of the
// browser only. The filters, sorting, grouping, the network switch and the facets are shared
// with the gateway (@shared/quote/filters.ts), whose QuoteSearch.results pages them.

/** Empty-list messages (docs/decisions.md#routes-and-screens). */
export const EMPTY_FILTER_MESSAGE = 'There are no products that meet your filter criteria.';
export const EMPTY_SEARCH_MESSAGE =
  'No Results: cannot service this area and no out of network products.';
/** Cards shown: 3 at first, then 6 more per scroll (docs/decisions.md#constants-and-limits). */
export const FIRST_CARDS = 3;
export const CARDS_PER_SCROLL = 6;
/** How many cards to show after `scrolls` scroll loads. */
export const cardsShown = (scrolls: number, total: number) =>
  Math.min(total, FIRST_CARDS + CARDS_PER_SCROLL * Math.max(0, scrolls));
