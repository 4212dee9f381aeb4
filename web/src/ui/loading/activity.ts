// What the app is waiting for, counted: a route's query loading (its page's loading fallback, a
// list's refetch) and every mutation in flight (the Relay network layer). The top loading bar
// (LoadingBar.tsx) shows while the count is above zero. No React state here, only the hooks.
import { useEffect, useSyncExternalStore } from 'react';

export interface ActivityStore {
  /** Starts one activity; the returned function ends it (only the first call counts). */
  begin(): () => void;
  /** Runs until `promise` settles, then ends. */
  track<T>(promise: Promise<T>): Promise<T>;
  busy(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createActivityStore(): ActivityStore {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const store: ActivityStore = {
    begin() {
      count += 1;
      if (count === 1) emit();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        if (count === 0) emit();
      };
    },
    track(promise) {
      const end = store.begin();
      return promise.finally(end);
    },
    busy: () => count > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The app's one activity count. */
export const activity = createActivityStore();

/** True while anything is loading or saving. */
export const useBusy = () => useSyncExternalStore(activity.subscribe, activity.busy, () => false);

/** Counts as one activity while `active` is true (and the component is mounted). */
export function useActivityWhile(active: boolean): void {
  useEffect(() => (active ? activity.begin() : undefined), [active]);
}
