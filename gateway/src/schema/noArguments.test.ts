import { describe, expect, it } from '@jest/globals';
import { buildSchema, graphql } from 'graphql';
import { addResolversToSchema } from '@graphql-tools/schema';
import { NO_ARGUMENTS, shareNoArguments } from './noArguments.ts';

const typeDefs = /* GraphQL */ `
  type Query {
    items: [Item!]!
    echo(n: Int = 3): Int
  }
  type Item {
    name: String
  }
`;

describe('fields without arguments', () => {
  const seen: unknown[] = [];
  const schema = addResolversToSchema({
    schema: buildSchema(typeDefs),
    resolvers: {
      Query: {
        items: () => [{ name: 'a' }, { name: 'b' }],
        echo: (_: unknown, a: { n: number }) => a.n,
      },
      Item: {
        name: (i: { name: string }, a: unknown) => {
          seen.push(a);
          return i.name;
        },
      },
    },
  });
  shareNoArguments();
  shareNoArguments(); // twice changes nothing

  it('share one frozen, empty arguments object, and fields with arguments keep theirs', async () => {
    const r = await graphql({ schema, source: '{ items { name } echo another: echo(n: 5) }' });
    expect(r).toEqual({ data: { items: [{ name: 'a' }, { name: 'b' }], echo: 3, another: 5 } });
    // graphql-js still calls the export it replaced: each item's field got the shared object.
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(NO_ARGUMENTS);
    expect(seen[1]).toBe(NO_ARGUMENTS);
    expect(Object.isFrozen(NO_ARGUMENTS)).toBe(true);
    expect(Object.keys(NO_ARGUMENTS)).toEqual([]);
  });
});
