import { describe, expect, it } from '@jest/globals';
import { graphql } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { applyAuth } from './directive.ts';
import { gatewayConfig } from '../config.ts';
import type { Context } from '../context.ts';

const sdl = `
directive @auth(anyOf: [String!]!, allOf: [String!]) on OBJECT | FIELD_DEFINITION | INTERFACE
directive @feature(name: String!) on OBJECT | FIELD_DEFINITION
type Query {
  open: String @auth(anyOf: ["PUBLIC"])
  loggedIn: String
  hauler: Hauler
  pricing: String @auth(anyOf: ["B2B Sales"], allOf: ["customerpricing:create"]) @feature(name: "customerPricing")
}
type Hauler @auth(anyOf: ["Super Admin", "read:hauler"]) {
  name: String
  cost: String @auth(anyOf: ["Super Admin"])
}
`;
const schema = applyAuth(
  makeExecutableSchema({
    typeDefs: sdl,
    resolvers: {
      Query: {
        open: () => 'o',
        loggedIn: () => 'l',
        hauler: () => ({ name: 'H', cost: '9' }),
        pricing: () => 'p',
      },
    },
  }),
);

function ctx(
  viewer: { roles: string[]; permissions: string[] } | null,
  flags: Partial<ReturnType<typeof gatewayConfig>> = {},
) {
  return {
    config: gatewayConfig(flags),
    viewerNow: () => undefined,
    viewer: async () => viewer,
  } as unknown as Context;
}
const run = async (source: string, c: Context) => {
  const r = await graphql({ schema, source, contextValue: c });
  return {
    data: r.data,
    codes: (r.errors ?? []).map((e) => `${e.path?.join('.')}:${e.extensions.code}`),
  };
};

const admin = { roles: ['Super Admin'], permissions: [] };
const reader = { roles: [], permissions: ['read:hauler'] };
const sales = { roles: ['B2B Sales'], permissions: ['customerpricing:create'] };
const salesNoPerm = { roles: ['B2B Sales'], permissions: [] };

describe('@auth', () => {
  it('opens PUBLIC fields and needs a session for root fields without a rule', async () => {
    expect(await run('{ open loggedIn }', ctx(null))).toEqual({
      data: { open: 'o', loggedIn: null },
      codes: ['loggedIn:UNAUTHENTICATED'],
    });
    expect((await run('{ loggedIn }', ctx(reader))).data).toEqual({ loggedIn: 'l' });
  });

  it("applies a type's rule to every path and a field's rule on top", async () => {
    expect(await run('{ hauler { name cost } }', ctx(admin))).toEqual({
      data: { hauler: { name: 'H', cost: '9' } },
      codes: [],
    });
    expect(await run('{ hauler { name cost } }', ctx(reader))).toEqual({
      data: { hauler: { name: 'H', cost: null } },
      codes: ['hauler.cost:FORBIDDEN'],
    });
    expect((await run('{ hauler { name } }', ctx(sales))).codes).toEqual(['hauler.name:FORBIDDEN']);
    expect((await run('{ hauler { name } }', ctx(null))).codes).toEqual(['hauler:UNAUTHENTICATED']);
  });

  it('needs every allOf entry besides one anyOf entry, and the feature flag', async () => {
    expect((await run('{ pricing }', ctx(sales, { featureCustomerPricing: true }))).data).toEqual({
      pricing: 'p',
    });
    expect(
      (await run('{ pricing }', ctx(salesNoPerm, { featureCustomerPricing: true }))).codes,
    ).toEqual(['pricing:FORBIDDEN']);
    expect((await run('{ pricing }', ctx(admin, { featureCustomerPricing: true }))).codes).toEqual([
      'pricing:FORBIDDEN',
    ]);
    const off = await graphql({
      schema,
      source: '{ pricing }',
      contextValue: ctx(sales, { featureCustomerPricing: false }),
    });
    expect(off.errors?.[0]?.message).toBe('This feature is turned off');
    expect(off.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('@auth on an interface', () => {
  const ifaceSchema = applyAuth(
    makeExecutableSchema({
      typeDefs: `
directive @auth(anyOf: [String!]!, allOf: [String!]) on OBJECT | FIELD_DEFINITION | INTERFACE
interface Secret @auth(anyOf: ["Super Admin"]) { code: String }
type Vault implements Secret { code: String }
type Query { vault: Vault }`,
      resolvers: { Query: { vault: () => ({ code: 'x' }) } },
    }),
  );
  it('applies to the types that implement it', async () => {
    const r = await graphql({
      schema: ifaceSchema,
      source: '{ vault { code } }',
      contextValue: ctx(reader),
    });
    expect(r.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const ok = await graphql({
      schema: ifaceSchema,
      source: '{ vault { code } }',
      contextValue: ctx(admin),
    });
    expect(ok.data).toEqual({ vault: { code: 'x' } });
  });
});

describe('@auth and the shared table (shared/auth/access-rules.ts)', () => {
  it('refuses to build a schema whose @auth is not a rule of the table', () => {
    const stray = `
directive @auth(anyOf: [String!]!, allOf: [String!]) on OBJECT | FIELD_DEFINITION | INTERFACE
type Query { x: String @auth(anyOf: ["Super Admin", "B2B Sales"]) }`;
    expect(() => applyAuth(makeExecutableSchema({ typeDefs: stray }))).toThrow(
      /is not a rule of shared\/auth\/access-rules.ts/,
    );
  });
});
