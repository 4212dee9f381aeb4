// Search: the quote results, search history and preferences.
import type { Domain } from '../../types.ts';
import { Money } from './Money.ts';
import quote, { loadSearchNode, quoteProduct } from './Query/quote.ts';
import searchHistory from './Query/searchHistory.ts';
import updatePreferences from './Mutation/updatePreferences.ts';
import { QuoteSearch } from './QuoteSearch.ts';
import { QuoteHauler, QuoteRegion, QuoteZone, SpecialUseArea } from './QuoteZone.ts';
import { QuoteProduct } from './QuoteProduct.ts';
import {
  PricingAncillary,
  PricingBlock,
  QuoteAlert,
  QuoteException,
  QuoteGeoNote,
  QuoteMarket,
  QuoteNote,
  SearchHistoryEntry,
} from './records.ts';

const domain = {
  resolvers: {
    Money,
    Query: { quote, quoteProduct, searchHistory },
    Mutation: { updatePreferences },
    QuoteSearch,
    QuoteZone,
    QuoteHauler,
    QuoteRegion,
    SpecialUseArea,
    QuoteProduct,
    QuoteAlert,
    QuoteNote,
    QuoteException,
    QuoteMarket,
    QuoteGeoNote,
    PricingBlock,
    PricingAncillary,
    SearchHistoryEntry,
  },
  nodes: { QuoteSearch: loadSearchNode },
} satisfies Domain;
export default domain;
