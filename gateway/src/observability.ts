// Per-operation metrics and one structured log line per GraphQL request (with the request id).
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from './context.ts';
import { graphqlLatency, graphqlRequests } from './metrics.ts';
import type { PersistedQueryStore } from './persisted.ts';

/** Records requests and latency by operation; ad-hoc operations share one label. */
export function observability(store: PersistedQueryStore): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({
          contextValue,
          operationName,
          operation,
          queryHash,
          errors,
          response,
        }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const persisted = store.isPersisted(queryHash);
          const label = persisted ? (operationName ?? 'anonymous') : 'adhoc';
          const type = operation?.operation ?? 'unknown';
          const codes = [
            ...(errors ?? []).map((e) => e.extensions?.code),
            ...(response.body.kind === 'single'
              ? (response.body.singleResult.errors ?? [])
              : []
            ).map((e) => e.extensions?.code),
          ].filter(Boolean);
          const outcome = codes.length ? 'error' : 'ok';
          graphqlRequests.inc({ operation: label, type, outcome });
          graphqlLatency.observe({ operation: label, type }, seconds);
          contextValue?.log?.info(
            {
              requestId: contextValue.requestId,
              operation: operationName ?? null,
              persisted,
              type,
              durationMs: Math.round(seconds * 1000),
              errors: [...new Set(codes)],
            },
            'graphql',
          );
        },
      };
    },
  };
}
