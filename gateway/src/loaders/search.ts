// The pricing block of a search's product, read one product at a time: the results query asks the
// main API for its products without their blocks (POST /search `pricing_blocks: false`, a third
// of a product's bytes), and only the price calculator reads a block.
import DataLoader from 'dataloader';
import type { PricingBlockDto } from '../domain/quote/types.ts';
import type { Rest } from '../rest/index.ts';

/** Creates the search loaders of one request. */
export function searchLoaders(rest: Rest) {
  return {
    pricingBlockByProductId: new DataLoader<number, PricingBlockDto | null>((ids) =>
      Promise.all(ids.map((id) => rest.search.pricingBlock(id))),
    ),
  };
}
