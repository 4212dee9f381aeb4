// How the gateway's results query asks its `POST /search`
// (gateway/src/schema/search/resolvers/Query/quote.ts): without the parts of the answer the
// results page does not read, and with the pricing-record columns the gateway reads. Every
// benchmark asks the main API this way. A module of its own, so that the pass-through
// (passThrough.ts) loads nothing else of the benchmarks.
import { SEARCH_COLUMNS } from '../../gateway/src/rest/search.ts';

export const AS_RESULTS_QUERY = {
  pricing_blocks: false,
  contract_availability: false,
  current_availability: false,
  product_columns: SEARCH_COLUMNS,
  shared_records: true,
} as const;
