// A callback for a memoised child: its identity never changes, so passing it does not render the
// child again, and it always calls the latest function (the state of the last render).
import { useCallback, useLayoutEffect, useRef } from 'react';

/** A callback that never changes identity and always calls the latest `fn`. */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R) {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
