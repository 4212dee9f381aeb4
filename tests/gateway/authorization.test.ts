// The authorization matrix, driven by the schema's own @auth/@feature directives: every Query
// and Mutation field, and node(id:) for every Node type, is called as each demo user and
// without a session. A refused call must fail with FORBIDDEN (or UNAUTHENTICATED without a
// session) at that field; an admitted call must not fail with either. The documents are sent
// as persisted operations (as the web sends them), so the field rules are what is tested.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { buildSchema } from '../../gateway/src/schema/index.ts';
import { fieldRules, passes, typeRules, type AuthRule } from '../../gateway/src/auth/directive.ts';
import { getDirective } from '@graphql-tools/utils';
import { nodeTypes } from '../../gateway/src/relay/node.ts';
import { toGlobalId } from '../../gateway/src/relay/globalId.ts';
import { DEMO_USERS, startHarness, type Harness } from './harness.ts';

const schema: GraphQLSchema = buildSchema();
// The demo setup turns the flags on; @feature itself is tested in gateway/src/auth/directive.test.ts.
const FEATURES_ON = { featureCustomerPricing: true, featurePricingApi: true, featureLogging: true };

/** A value of the input type that passes GraphQL coercion (content need not make sense). */
function sample(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sample(type.ofType, depth);
  if (isListType(type)) return [sample(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) && f.defaultValue === undefined && depth < 5)
        out[f.name] = sample(f.type, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return toGlobalId('Nothing', 1);
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'Date':
        return '2026-01-02';
      case 'DateTime':
        return '2026-01-02T03:04:05.000Z';
      case 'JSON':
        return {};
      default:
        return '1';
    }
  }
  return null;
}

interface Case {
  name: string;
  document: string;
  variables: Record<string, unknown>;
  rules: AuthRule[];
  feature?: string;
  path: string;
}

function featureOf(typeName: string, field: GraphQLField<unknown, unknown>): string | undefined {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return (getDirective(schema, field, 'feature')?.[0]?.name ??
    getDirective(schema, type, 'feature')?.[0]?.name) as string | undefined;
}

function rootCases(kind: 'query' | 'mutation'): Case[] {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(root.getFields())
    .filter((f) => f.name !== '_noop')
    .map((f) => {
      const required = f.args.filter(
        (a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined,
      );
      const decl = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const call = required.map((a) => `${a.name}: $${a.name}`).join(', ');
      const named = getNamedType(getNullableType(f.type));
      const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
      const opName = `Matrix_${kind}_${f.name}`;
      return {
        name: `${kind} ${f.name}`,
        document: `${kind} ${opName}${decl ? `(${decl})` : ''} { ${f.name}${call ? `(${call})` : ''}${selection} }`,
        variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
        rules: fieldRules(schema, root.name, f.name),
        feature: featureOf(root.name, f),
        path: f.name,
      };
    });
}

function nodeCases(): Case[] {
  return nodeTypes()
    .filter((t) => schema.getType(t))
    .map((t) => {
      const rules = typeRules(schema, schema.getType(t));
      return {
        name: `node(id:) of ${t}`,
        document: `query Matrix_node_${t}($id: ID!) { node(id: $id) { __typename id } }`,
        variables: { id: toGlobalId(t, 1) },
        rules: rules.length ? rules : [{ anyOf: ['LOGGED_IN'], allOf: [] }],
        feature: getDirective(schema, schema.getType(t) as GraphQLObjectType, 'feature')?.[0]
          ?.name as string | undefined,
        path: 'node',
      };
    });
}

// `logout` revokes the caller's token (POST /oauth/revoke): it runs last so every other case
// still has a live session.
const cases = [...rootCases('query'), ...rootCases('mutation'), ...nodeCases()].sort(
  (a, b) => Number(a.name === 'mutation logout') - Number(b.name === 'mutation logout'),
);
const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

let h: Harness;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-matrix-'));
  const file = path.join(dir, 'persisted-queries.json');
  fs.writeFileSync(
    file,
    JSON.stringify(Object.fromEntries(cases.map((c) => [hash(c.document), c.document]))),
  );
  h = await startHarness({ ...FEATURES_ON, persistedQueriesFile: file });
}, 60_000);
afterAll(async () => {
  await h?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const AUTH_CODES = ['FORBIDDEN', 'UNAUTHENTICATED'];
const users = [null, ...Object.keys(DEMO_USERS)] as (keyof typeof DEMO_USERS | null)[];

describe('authorization matrix (every root field and node type x every demo user)', () => {
  it('covers the schema', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(cases.map((c) => c.name)).toEqual(
      expect.arrayContaining(['query viewer', 'mutation login', 'query node']),
    );
  });

  it('covers every administration root field, mutation and Node type (issue 10)', () => {
    const queries = ['hauler', 'haulers', 'alerts', 'markets', 'geoNotes', 'exceptions'];
    const mutations = ['Hauler', 'Region', 'Zone', 'RolloffPricing', 'Alert', 'Note', 'Market']
      .concat(['GeoNote', 'Exception'])
      .flatMap((t) => [`create${t}`, `update${t}`, `delete${t}`])
      .concat(['excludeBulkException', 'saveContractAvailability', 'saveCurrentAvailability'])
      .concat(['mergeZoneGeometry', 'mergeMarketGeometry']);
    const nodes = ['Hauler', 'Location', 'Region', 'Zone', 'RolloffPricing', 'Exception']
      .concat(['ContractAvailability', 'CurrentAvailability', 'Alert', 'Note', 'Market', 'GeoNote'])
      .map((t) => `node(id:) of ${t}`);
    expect(cases.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        ...[...queries, 'regionsAvailability', 'zoneCentroid'].map((q) => `query ${q}`),
        ...mutations.map((m) => `mutation ${m}`),
        ...nodes,
      ]),
    );
  });

  for (const user of users) {
    it(`${user ?? 'no session'}: admitted exactly where the rules say`, async () => {
      const token = user ? await h.api.token(user) : undefined;
      const subject = user ? DEMO_USERS[user] : null;
      const wrong: string[] = [];
      for (const c of cases) {
        const expected = c.rules.every((r) =>
          passes(
            subject ? { roles: [...subject.roles], permissions: [...subject.permissions] } : null,
            r,
          ),
        );
        const r = await h.post(
          {
            operationName: c.document.split(/[ ({]/)[1],
            variables: c.variables,
            extensions: { persistedQuery: { version: 1, sha256Hash: hash(c.document) } },
          },
          token ? { authorization: `Bearer ${token}` } : {},
        );
        const authErrors = (r.body.errors ?? []).filter((e) =>
          AUTH_CODES.includes(String(e.extensions?.code)),
        );
        if (expected) {
          if (authErrors.length)
            wrong.push(
              `${c.name}: refused (${authErrors[0]!.extensions!.code}: ${authErrors[0]!.message}) but the rules admit`,
            );
        } else {
          const want = subject ? 'FORBIDDEN' : 'UNAUTHENTICATED';
          const got = authErrors.find((e) => e.path?.[0] === c.path);
          if (!got || got.extensions!.code !== want) {
            wrong.push(
              `${c.name}: expected ${want} at ${c.path}, got ${JSON.stringify(r.body).slice(0, 300)}`,
            );
          } else if (
            r.body.data &&
            r.body.data[c.path] !== null &&
            r.body.data[c.path] !== undefined
          ) {
            wrong.push(
              `${c.name}: data leaked: ${JSON.stringify(r.body.data[c.path]).slice(0, 200)}`,
            );
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
