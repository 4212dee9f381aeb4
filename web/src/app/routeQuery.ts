// Starts a route's query from its loader (render-as-you-fetch), releasing the previous
// visit's query of the same route so the store can collect it later.
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type {
  GraphQLTaggedNode,
  OperationType,
  PreloadableConcreteRequest,
  VariablesOf,
} from 'relay-runtime';
import { environment } from '../relay/environment.ts';

const current = new Map<string, PreloadedQuery<OperationType>>();

/**
 * loadQuery for route `key`, store-or-network, disposing that route's previous reference.
 * `query` is best a page query's `$parameters` artifact (the query marked `@preloadable`): only
 * its persisted id, so the router does not carry every page's query text and normalization AST;
 * the request starts at once and its answer is stored when the page's code (with the full
 * artifact) has loaded. Until then the store cannot be checked: a first visit always fetches.
 */
export function loadRouteQuery<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode | PreloadableConcreteRequest<T>,
  variables: VariablesOf<T>,
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  current.get(key)?.dispose();
  current.set(key, ref as PreloadedQuery<OperationType>);
  return ref;
}

/**
 * loadRouteQuery, resolved once the network has answered (or failed): the router keeps the
 * current page, with the loading bar, until the new page can render whole. Without it the new
 * page would suspend into its spinner, and React holds a revealed spinner for at least 300 ms
 * (its fallback throttle), so no answer could show sooner than that. Errors are not thrown
 * here: the page reads them through usePreloadedQuery, and its error boundary shows them.
 */
export async function loadRouteQueryData<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode | PreloadableConcreteRequest<T>,
  variables: VariablesOf<T>,
): Promise<PreloadedQuery<T>> {
  const ref = loadRouteQuery(key, query, variables);
  const source = ref.source;
  if (source) {
    await new Promise<void>((resolve) => {
      source.subscribe({
        complete: () => resolve(),
        error: () => resolve(),
        unsubscribe: () => resolve(),
      });
    });
  }
  return ref;
}
