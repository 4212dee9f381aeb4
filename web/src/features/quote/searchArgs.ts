// The arguments of the search a results page shows, for the parts of its cards that load their
// details when opened (Query.quoteProduct takes the search's arguments and the product's id; the
// gateway answers from its copy of that search).
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
