// The pricing blocks of a search's products: the results query asks the main API for its products
// without their blocks (POST /search `pricing_blocks: false`, a third of a product's bytes), and
// only the price calculator (or a caller selecting `pricing`) reads one. The blocks a request
// reads are loaded together, one `GET /search/pricing-blocks` per 100.
import DataLoader from 'dataloader';
import { MAX_PRICING_BLOCKS } from '@shared/quote/pricing.ts';
import type { PricingBlockDto } from '../domain/quote/types.ts';
import type { Rest } from '../rest/index.ts';

/** Creates the search loaders of one request. */
export function searchLoaders(rest: Rest) {
  return {
    pricingBlockByProductId: new DataLoader<number, PricingBlockDto | null>(
      async (ids) => {
        const blocks = await rest.search.pricingBlocks(ids);
        return ids.map((id) => blocks.get(id) ?? null);
      },
      { maxBatchSize: MAX_PRICING_BLOCKS },
    ),
  };
}
