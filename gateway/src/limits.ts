// Limits for the documents the gateway accepts (graphql-armor, and the cost of gateway/src/cost.ts
// with its table COSTS) and the persisted/ad-hoc policy.
// Circular introspection is stopped by graphql-js's MaxIntrospectionDepthRule (part of the
// specified rules Apollo always runs); armor's depth limit ignores introspection so GraphiQL's
// standard introspection query passes.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { PUBLIC, fieldRules } from './auth/directive.ts';
import type { Context } from './context.ts';
import { UNKNOWN, estimateCost, tooCostly, type Args, type CostTable } from './cost.ts';
import type { PersistedQueryStore } from './persisted.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './relay/connection.ts';

/**
 * The limits; every operation of the web app must pass them (tests/gateway/web-operations.test.ts,
 * and tests/gateway/amplification.test.ts for the cost).
 */
export const LIMITS = {
  maxDepth: 16,
  maxAliases: 20,
  maxTokens: 8000,
  /** Largest estimated cost (see COSTS): about the number of values a response may hold. */
  maxCost: 200_000,
  maxDirectives: 60,
};

const nearby = (a: Args) => a.nearby === true || a.nearby === UNKNOWN;
const count = (list: unknown) => (Array.isArray(list) ? list.length : MAX_PAGE_SIZE);

/**
 * What a field costs (gateway/src/cost.ts). List sizes are estimates of a large answer (a
 * nearby search at a dense point answers a few hundred products); connections count their
 * real page size (`first`/`last`, else the default page). Field costs stand for the upstream
 * work of one call. Kept here rather than as SDL directives so the domain files stay as they are.
 */
export const COSTS: CostTable = {
  listSizes: {
    'Query.nodes': (a) => count(a.ids),
    'Query.geocode': 10,
    'Query.placeSuggestions': 10,
    'QuoteSearch.products': 200,
    'QuoteSearch.zones': 40,
    'QuoteSearch.geoNotes': 5,
    'QuoteSearch.specialUseAreas': 5,
    'QuoteZone.products': 20,
    'QuoteZone.alerts': 5,
    'QuoteZone.notes': 5,
    'QuoteProduct.availability': 5,
    'QuoteProduct.exceptions': 5,
    'QuoteProduct.alerts': 5,
    'QuoteProduct.notes': 5,
    'QuoteProduct.fillExceptions': 12,
    'QuoteProduct.availableOn': 4,
    'QuoteRegion.exceptions': 10,
    'QuoteRegion.currentAvailability': 10,
    'QuoteRegion.alerts': 5,
    'QuoteHauler.alerts': 5,
    'QuoteHauler.notes': 5,
    'QuoteFacets.sizes': 10,
    'QuoteFacets.serviceAreas': 40,
    'SearchHistoryConnection.edges': 5,
    'Lookups.sizes': 20,
    'Lookups.wasteTypes': 30,
  },
  defaultListSize: 10,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  fieldCosts: {
    // Place details, time zone and POST /search; a nearby search covers a 40-mile buffer.
    'Query.quote': (a) => (nearby(a) ? 50_000 : 12_000),
    'Query.geocode': 100,
    'Query.placeSuggestions': 100,
    'Query.place': 50,
    'Query.timeZone': 50,
    'Query.netsuiteCustomers': 100,
    'Query.netsuiteSites': 100,
    'Mutation.createCustomerPrice': 200,
  },
  defaultRootFieldCost: 10,
  maxListTypeRepeats: 2,
  maxCost: LIMITS.maxCost,
};

/** The estimated cost of an operation; without `variables`, each variable at its worst. */
export const operationCost = (
  schema: GraphQLSchema,
  document: DocumentNode,
  opts: { operationName?: string | null; variables?: Record<string, unknown> | null } = {},
) => estimateCost(schema, document, COSTS, opts);

/**
 * Refuses an operation whose estimated cost, with the request's variables, is over the limit
 * (or that nests a list in itself) with QUERY_TOO_COSTLY, before any resolver runs. Apollo keeps
 * one parsed document per query text, so the estimate with every variable at its worst (which
 * does not depend on the request) is made once per document and operation: when even that is
 * within the limit (every web operation: tests/gateway/amplification.test.ts) the request passes
 * without walking the document again; otherwise its own variables decide. A list sent as a
 * variable (`nodes(ids: $ids)`) can count more than its worst (the page size), so a request
 * with one is always estimated with its variables.
 */
export function costLimit(): ApolloServerPlugin<Context> {
  const worst = new WeakMap<DocumentNode, Map<string, boolean>>();
  const withinAtWorst = (schema: GraphQLSchema, document: DocumentNode, name: string | null) => {
    let byOperation = worst.get(document);
    if (!byOperation) worst.set(document, (byOperation = new Map()));
    let ok = byOperation.get(name ?? '');
    if (ok === undefined) {
      const r = operationCost(schema, document, { operationName: name });
      ok = !r.cycle && r.cost <= LIMITS.maxCost;
      byOperation.set(name ?? '', ok);
    }
    return ok;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request, schema }) {
          const variables = request.variables ?? {};
          const listSent = Object.values(variables).some(Array.isArray);
          if (!listSent && withinAtWorst(schema, document, operationName)) return;
          const result = operationCost(schema, document, { operationName, variables });
          if (result.cycle || result.cost > LIMITS.maxCost) throw tooCostly(result, LIMITS.maxCost);
        },
      };
    },
  };
}

/** graphql-armor's validation rules and plugins with the gateway's limits. */
export function armor() {
  const config: GraphQLArmorConfig = {
    maxDepth: { n: LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: LIMITS.maxAliases, allowList: [] },
    // Tokens are limited by graphql-js's own parser (`parseOptions.maxTokens` in server.ts):
    // armor's Apollo plugin re-parses in a hook and turns every syntax error into a 500.
    maxTokens: { enabled: false },
    // Replaced by costLimit() above: armor's cost knows depth, not list sizes.
    costLimit: { enabled: false },
    maxDirectives: { n: LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  };
  return new ApolloArmor(config).protect();
}

/** The root fields an operation selects (through fragments too). */
function rootFields(doc: DocumentNode, op: OperationDefinitionNode): string[] {
  const fragments = new Map(
    doc.definitions
      .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d] as const),
  );
  const names: string[] = [];
  const walk = (set: SelectionSetNode, seen: Set<string>) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) names.push(sel.name.value);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet, seen);
      else if (!seen.has(sel.name.value) && fragments.has(sel.name.value)) {
        seen.add(sel.name.value);
        walk(fragments.get(sel.name.value)!.selectionSet, seen);
      }
    }
  };
  walk(op.selectionSet, new Set());
  return names;
}

/** True when every root field of the operation is open to callers without a session. */
function onlyPublicFields(
  schema: GraphQLSchema,
  doc: DocumentNode,
  op: OperationDefinitionNode,
): boolean {
  const root =
    op.operation === 'mutation'
      ? schema.getMutationType()
      : op.operation === 'query'
        ? schema.getQueryType()
        : null;
  if (!root) return false;
  return rootFields(doc, op).every(
    (name) =>
      name === '__typename' ||
      (!!root.getFields()[name] &&
        fieldRules(schema, root.name, name).every((r) => r.anyOf.includes(PUBLIC))),
  );
}

/**
 * Operations of the web's persisted map run for anybody (the login page needs them); other
 * documents only for a caller with a session (or, without one, when they touch nothing but
 * the public session fields: login, viewer, appConfig...), and not at all when
 * ALLOW_ADHOC_QUERIES=false.
 */
export function adhocPolicy(store: PersistedQueryStore): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ queryHash, contextValue, document, operation, schema }) {
          if (store.isPersisted(queryHash)) return;
          if (!contextValue.config.allowAdhocQueries) {
            throw new GraphQLError('Only the persisted operations of the web app are accepted', {
              extensions: { code: 'PERSISTED_QUERY_REQUIRED', http: { status: 400 } },
            });
          }
          if (operation && onlyPublicFields(schema, document, operation)) return;
          if (!(await contextValue.viewer())) {
            throw new GraphQLError(
              'Log in (session cookie or bearer token) to send your own queries',
              {
                extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
              },
            );
          }
        },
      };
    },
  };
}
