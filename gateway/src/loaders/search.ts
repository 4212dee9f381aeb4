// What a search leaves out of its products, for the products a request answers. The pricing
// blocks: the results query asks the main API for its products without them (POST /search
// `pricing_blocks: false`, a third of a product's bytes), and only the price calculator (or a
// caller selecting `pricing`) reads one; one `GET /search/pricing-blocks` per 100. The card
// columns (DETAIL_COLUMNS): a search sends only what every product needs (SEARCH_COLUMNS), and a
// page of cards reads the rest of its products, one `POST /search/products` per 100.
import DataLoader from 'dataloader';
import { MAX_PRICING_BLOCKS } from '@shared/quote/pricing.ts';
import type { PricingBlockDto } from '../domain/quote/types.ts';
import type { Rest } from '../rest/index.ts';
import type { ProductDetailsDto } from '../rest/search.ts';

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
    productDetailsById: new DataLoader<number, ProductDetailsDto | null>(
      async (ids) => {
        const details = await rest.search.productDetails(ids);
        return ids.map((id) => details.get(id) ?? null);
      },
      { maxBatchSize: MAX_PRICING_BLOCKS },
    ),
  };
}
