// After a market or geo note is created: the lists and the quote results cached in the store
// (market, Geo Notes) are stale, so each query fetches again when next used (docs/decisions.md#search).
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { commitLocalUpdate } from 'relay-runtime';

/** Marks every cached query stale. */
export function useInvalidateStore() {
  const environment = useRelayEnvironment();
  return useCallback(
    () => commitLocalUpdate(environment, (store) => store.invalidateStore()),
    [environment],
  );
}
