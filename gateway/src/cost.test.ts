import { describe, expect, it } from '@jest/globals';
import { buildSchema, parse } from 'graphql';
import { UNKNOWN, estimateCost, type CostTable } from './cost.ts';

const schema = buildSchema(`
  interface Node { id: ID! }
  type Query {
    search(nearby: Boolean = false): Search
    things(first: Int, after: String): ThingConnection!
    node(id: ID!): Node
  }
  type Search { id: ID! products: [Product!]! zones: [Zone!]! }
  type Zone implements Node { id: ID! name: String! products: [Product!]! picks(first: Int): [Product!]! }
  type Product implements Node { id: ID! price: Int zone: Zone! tags: [String!]! }
  type ThingConnection { edges: [ThingEdge!]! totalCount: Int! }
  type ThingEdge { cursor: String! node: Thing! }
  type Thing implements Node { id: ID! name: String! }
`);

const table: CostTable = {
  listSizes: { 'Search.products': 100, 'Zone.products': 10 },
  defaultListSize: 5,
  defaultPageSize: 20,
  maxPageSize: 100,
  fieldCosts: { 'Query.search': (a) => (a.nearby === true || a.nearby === UNKNOWN ? 500 : 50) },
  defaultRootFieldCost: 10,
  maxListTypeRepeats: 2,
  maxCost: 100_000,
};
const cost = (q: string, variables?: Record<string, unknown>) =>
  estimateCost(schema, parse(q), table, { variables });

describe('estimateCost', () => {
  it('multiplies nested lists by their estimated sizes', () => {
    // search 50 + products 100 x (id 1 + price 1 + zone (1 + name 1)).
    expect(cost('{ search { products { id price zone { name } } } }').cost).toBe(50 + 1 + 100 * 4);
    // products 100 x (zone 1 + products 10 x id 1).
    expect(cost('{ search { products { zone { products { id } } } } }').cost).toBe(
      50 + 1 + 100 * (1 + 1 + 10),
    );
  });

  it('counts a leaf list by its default size', () => {
    expect(cost('{ search { products { tags } } }').cost).toBe(50 + 1 + 100 * 5);
  });

  it("charges an expensive field by its arguments, a variable's value included", () => {
    expect(cost('{ search(nearby: true) { id } }').cost).toBe(501);
    expect(cost('query ($n: Boolean!) { search(nearby: $n) { id } }', { n: false }).cost).toBe(51);
    // Not sent yet (checking a persisted document): at its worst.
    expect(cost('query ($n: Boolean!) { search(nearby: $n) { id } }').cost).toBe(501);
    expect(cost('query ($n: Boolean = false) { search(nearby: $n) { id } }').cost).toBe(51);
    // Not sent with the request: absent, so the argument's default.
    expect(cost('query ($n: Boolean) { search(nearby: $n) { id } }', {}).cost).toBe(51);
    const aliases = Array.from({ length: 20 }, (_, i) => `s${i}: search(nearby: true) { id }`);
    expect(cost(`{ ${aliases.join(' ')} }`).cost).toBe(20 * 501);
  });

  it('uses the real page size of a connection, capped at the largest page', () => {
    const q = 'query ($n: Int) { things(first: $n) { totalCount edges { node { name } } } }';
    // things 10 + totalCount 1 + edges (1 + n x node (1 + name 1)).
    expect(cost(q, { n: 3 }).cost).toBe(10 + 1 + 1 + 3 * 2);
    expect(cost(q, {}).cost).toBe(10 + 1 + 1 + 20 * 2); // $n not sent: the default page
    expect(cost(q).cost).toBe(10 + 1 + 1 + 100 * 2); // the document alone: the largest page
    expect(cost(q, { n: 5000 }).cost).toBe(10 + 1 + 1 + 100 * 2);
    expect(cost('{ things { edges { node { name } } } }').cost).toBe(10 + 1 + 20 * 2);
  });

  it('counts a plain list with `first` at that many items, and only that list', () => {
    // search 50 + zones 5 x (picks 1 + 3 x id 1).
    expect(cost('{ search { zones { picks(first: 3) { id } } } }').cost).toBe(50 + 1 + 5 * (1 + 3));
    // Without `first`: its estimated size (the default 5).
    expect(cost('{ search { zones { picks { id } } } }').cost).toBe(50 + 1 + 5 * (1 + 5));
    // The lists under it keep their own sizes (tags: 5, not 2).
    expect(cost('{ search { zones { picks(first: 2) { tags } } } }').cost).toBe(
      50 + 1 + 5 * (1 + 2 * 5),
    );
  });

  it('merges fields selected several times (fragments) as execution does', () => {
    const once = cost('{ search { products { id price } } }').cost;
    const twice = cost(`{ search { products { id ...A ...B } } }
      fragment A on Product { price } fragment B on Product { id price }`).cost;
    expect(twice).toBe(once);
  });

  it('takes the dearest possible type of an abstract field', () => {
    expect(
      cost('{ node(id: "1") { ... on Zone { products { id } } ... on Product { id } } }').cost,
    ).toBe(10 + 1 + 10);
  });

  it('leaves out what @skip or @include leaves out', () => {
    expect(cost('{ search { products @skip(if: true) { id } id } }').cost).toBe(51);
    expect(
      cost('query ($i: Boolean!) { search { products @include(if: $i) { id } id } }', { i: false })
        .cost,
    ).toBe(51);
  });

  it('refuses a type entered again and again through lists (a cycle)', () => {
    const r = cost('{ search { products { zone { products { zone { products { id } } } } } } }');
    expect(r.cycle).toMatch(/search\.products\.zone\.products\.zone\.products/);
    expect(r.cost).toBe(Infinity);
    // Once around the cycle is allowed (maxListTypeRepeats 2) and simply costs more.
    expect(cost('{ search { products { zone { products { id } } } } }').cycle).toBeUndefined();
  });

  it('stops counting once a document visits more fields than the limit (fragment bombs)', () => {
    // Each level doubles through two aliases of one fragment: 2^16 fields to visit.
    const defs = Array.from(
      { length: 16 },
      (_, i) =>
        `fragment F${i} on Zone { a: products { zone { ...F${i + 1} } } b: products { zone { ...F${i + 1} } } }`,
    );
    defs.push('fragment F16 on Zone { name }');
    const small = { ...table, maxListTypeRepeats: 100, maxCost: 1000 };
    const r = estimateCost(schema, parse(`{ node(id: "1") { ...F0 } } ${defs.join(' ')}`), small);
    expect(r.cost).toBe(Infinity);
  });
});
