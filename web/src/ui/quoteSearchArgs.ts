// The arguments of the search a results page shows, for the parts of its cards that read their
// details when opened (the availability list, the price calculator): Query.quoteProduct takes the
// search's arguments and the product's id, and the gateway answers from its copy of that search.
// Here, not in a feature: the quote cards and the calculator both read it.
import { createContext, useContext } from 'react';

export interface QuoteSearchArgs {
  placeId: string;
  lat: number | null;
  lng: number | null;
  nearby: boolean;
  searchType: 'hauler' | 'product' | null;
}

export const QuoteSearchArgsContext = createContext<QuoteSearchArgs | null>(null);

/** The results page's search; null outside one. */
export const useQuoteSearchArgs = () => useContext(QuoteSearchArgsContext);

/** The variables of a `quoteProduct` read: the page's search and the product. */
export const productVariables = (args: QuoteSearchArgs, id: string) => ({ ...args, id });

/** What a card's details say when `quoteProduct` answers null (the search changed since). */
export const PRODUCT_GONE_MESSAGE =
  'This product is no longer among the results of this address: search again.';

/** The message of a failed details read (the gateway's error message, which says what to do). */
export const detailsErrorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The details could not be read.';
