import { describe, expect, it } from '@jest/globals';
import { graphql } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { RequestBudget, meterResolvers } from './budget.ts';

const items = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `item number ${i}` }));
const schema = meterResolvers(
  makeExecutableSchema({
    typeDefs: `
      type Item { id: Int! name: String! }
      type Query { items: [Item!]! slow: String }
    `,
    resolvers: {
      Query: {
        items: () => items,
        slow: () => new Promise((resolve) => setTimeout(() => resolve('late'), 200)),
      },
    },
  }),
);
const run = (source: string, budget: RequestBudget) =>
  graphql({ schema, source, contextValue: { budget } });

describe('RequestBudget', () => {
  it('counts about the JSON size of what the resolvers answer', async () => {
    const budget = new RequestBudget(10_000, 10_000_000);
    const r = await run('{ items { id name } }', budget);
    const actual = JSON.stringify(r).length;
    expect(budget.failure).toBeUndefined();
    expect(budget.bytes).toBeGreaterThan(actual * 0.8);
    expect(budget.bytes).toBeLessThan(actual * 1.5);
    budget.dispose();
  });

  it('measures a JSON value (a zone boundary, a date) at about its JSON size', () => {
    const budget = new RequestBudget(10_000, 10_000_000);
    const ring = Array.from({ length: 200 }, (_, i) => [
      -87.6 - i / 997,
      41.88 + Math.round(i * 1.7) / 1000,
    ]);
    const polygon = { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
    for (const value of [polygon, { at: new Date(), n: 12, tags: ['a', null, true] }]) {
      const actual = JSON.stringify(value).length;
      expect(budget.sizeOf(value)).toBeGreaterThan(actual * 0.8);
      expect(budget.sizeOf(value)).toBeLessThan(actual * 1.5);
    }
    budget.dispose();
  });

  it('stops resolving once the response is over its ceiling', async () => {
    const budget = new RequestBudget(10_000, 5_000);
    const r = await run('{ items { id name } }', budget);
    expect(r.data).toBeNull();
    expect(r.errors![0]!.extensions.code).toBe('RESPONSE_TOO_LARGE');
    expect(budget.failure?.extensions.code).toBe('RESPONSE_TOO_LARGE');
    // Resolution stopped shortly after the ceiling, not at the end of the list.
    expect(budget.bytes).toBeLessThan(6_000);
    budget.dispose();
  });

  it('aborts its signal and fails the fields still to come at the deadline', async () => {
    const budget = new RequestBudget(50, 10_000_000);
    const r = await run('{ slow }', budget);
    expect(budget.signal.aborted).toBe(true);
    expect(budget.failure?.extensions.code).toBe('DEADLINE_EXCEEDED');
    // A field answering after the deadline is dropped, and so is any field starting after it.
    expect(r.data).toEqual({ slow: null });
    expect(r.errors![0]!.extensions.code).toBe('DEADLINE_EXCEEDED');
    const after = await run('{ items { id } }', budget);
    expect(after.errors![0]!.extensions.code).toBe('DEADLINE_EXCEEDED');
  });
});
