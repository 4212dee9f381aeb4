// The card columns of a search's products: which QuoteProduct fields read them, and a list's
// products reading theirs in one call before their fields resolve.
import { describe, expect, it } from '@jest/globals';
import { Kind, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import type { Context } from '../../context.ts';
import { CARD_FIELDS, withDetails } from './details.ts';
import { linkSearch, productsOf } from './link.ts';
import { freshAnswer, searched } from './linkFixture.ts';
import { QuoteProduct } from './resolvers/QuoteProduct.ts';

/** A request context whose card-column loader records what it is asked. */
function context() {
  const asked: number[][] = [];
  const details = (id: number) => ({
    id,
    sell_as: 'Per haul',
    price_per_ton: '55.00',
    tax_rate: '0.0625',
    debris: { yard_waste: true },
  });
  const productDetailsById = {
    load: (id: number) => {
      asked.push([id]);
      return Promise.resolve(details(id));
    },
    loadMany: (ids: number[]) => {
      asked.push([...ids]);
      return Promise.resolve(ids.map(details));
    },
  };
  const ctx = {
    loaders: {
      productDetailsById,
      pricingBlockByProductId: { load: () => Promise.resolve(null) },
    },
    viewerNow: () => ({ internal: true }),
    viewer: () => Promise.resolve({ internal: true }),
    config: { sessionSecret: 'x'.repeat(32), featureCustomerPricing: false },
  } as unknown as Context;
  return { ctx, asked };
}

/** The resolve info of a field selecting `selection`. */
function infoOf(selection: string) {
  const doc = parse(`{ field { ${selection} } }`);
  const op = doc.definitions[0] as OperationDefinitionNode;
  const node = op.selectionSet.selections[0] as FieldNode;
  expect(node.kind).toBe(Kind.FIELD);
  return { fieldNodes: [node], fragments: {} };
}

describe('the card columns', () => {
  it('are read by exactly the QuoteProduct fields listed in CARD_FIELDS', async () => {
    const reading: string[] = [];
    for (const [name, resolve] of Object.entries(QuoteProduct)) {
      const { ctx, asked } = context();
      const [p] = productsOf(linkSearch(freshAnswer(), searched));
      await Promise.resolve(resolve(p!, {}, ctx, infoOf('x') as never));
      if (asked.length) reading.push(name);
    }
    expect(reading.sort()).toEqual([...CARD_FIELDS].sort());
  });

  it("of a list's products are read in one call before their fields resolve, then kept with the search", async () => {
    const s = linkSearch(freshAnswer(), searched);
    const { ctx, asked } = context();
    const products = productsOf(s);
    const answer = { nodes: products };
    const ready = withDetails(products, ctx, infoOf('nodes { databaseId sellAs }'), answer);
    expect(ready).toBeInstanceOf(Promise);
    expect(await ready).toBe(answer);
    expect(asked).toEqual([products.map((p) => p.id)]);
    // Each card field is now a plain read.
    for (const p of products) {
      expect(QuoteProduct.sellAs!(p, {}, ctx, infoOf('x') as never)).toBe('Per haul');
      expect(QuoteProduct.fillSummary!(p, {}, ctx, infoOf('x') as never)).not.toBeInstanceOf(
        Promise,
      );
    }
    // Read again (a later request of the same kept search): no call.
    const again = productsOf(s).map((p) => Object.assign({}, p));
    for (const p of again) delete (p as Record<string, unknown>).sell_as;
    expect(withDetails(again, ctx, infoOf('nodes { sellAs }'), 'answer')).toBe('answer');
    expect(again.map((p) => p.sell_as)).toEqual(products.map(() => 'Per haul'));
    expect(asked).toHaveLength(1);
  });

  it('are not read when no card field is selected', () => {
    const { ctx, asked } = context();
    const products = productsOf(linkSearch(freshAnswer(), searched));
    expect(withDetails(products, ctx, infoOf('nodes { databaseId price }'), 'answer')).toBe(
      'answer',
    );
    expect(asked).toEqual([]);
  });
});
