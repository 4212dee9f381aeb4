// Starts a route's query from its loader (render-as-you-fetch), releasing the previous
// visit's query of the same route so the store can collect it later.
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from '../relay/environment.ts';

const current = new Map<string, PreloadedQuery<OperationType>>();

/** loadQuery for route `key`, store-or-network, disposing that route's previous reference. */
export function loadRouteQuery<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  current.get(key)?.dispose();
  current.set(key, ref as PreloadedQuery<OperationType>);
  return ref;
}
