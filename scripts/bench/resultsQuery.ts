// What the gateway's results query leaves out of its `POST /search`
// (gateway/src/schema/search/resolvers/Query/quote.ts): the parts of the answer the results page
// does not read. Every benchmark asks the main API this way. A module of its own, so that the
// pass-through (passThrough.ts) loads nothing else of the benchmarks.
export const AS_RESULTS_QUERY = { pricing_blocks: false, contract_availability: false } as const;
