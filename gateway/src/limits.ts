// Limits for the documents the gateway accepts (graphql-armor) and the persisted/ad-hoc policy.
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
import type { PersistedQueryStore } from './persisted.ts';

/** The limits; every operation of the web app must pass them (tests/gateway/limits.test.ts). */
export const LIMITS = {
  maxDepth: 16,
  maxAliases: 20,
  maxTokens: 8000,
  maxCost: 50_000,
  maxDirectives: 60,
};

/** graphql-armor's validation rules and plugins with the gateway's limits. */
export function armor() {
  const config: GraphQLArmorConfig = {
    maxDepth: { n: LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: LIMITS.maxAliases, allowList: [] },
    // Tokens are limited by graphql-js's own parser (`parseOptions.maxTokens` in server.ts):
    // armor's Apollo plugin re-parses in a hook and turns every syntax error into a 500.
    maxTokens: { enabled: false },
    costLimit: {
      maxCost: LIMITS.maxCost,
      objectCost: 2,
      scalarCost: 1,
      depthCostFactor: 1.5,
      ignoreIntrospection: true,
    },
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
