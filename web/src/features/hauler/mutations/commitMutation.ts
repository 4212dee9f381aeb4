// A mutation commit as a promise: resolves with the response, rejects on a network/GraphQL error.
import type { UseMutationConfig } from 'react-relay/hooks';
import type { Disposable, MutationParameters } from 'relay-runtime';

/** Runs `commit` and waits for its response. */
export function commitAsPromise<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => Disposable,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) =>
    commit({ ...config, onCompleted: (response) => resolve(response), onError: reject }),
  );
}
