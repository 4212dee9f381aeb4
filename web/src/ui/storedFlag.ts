// Small preferences of this browser kept across visits in localStorage (a minimised
// picture-in-picture map). Storage may be missing or refuse (private mode, quota): the
// preference then lasts as long as the page.
import { useCallback, useState } from 'react';

/** The boolean stored under `key`, or `fallback` when none is stored or storage is unreadable. */
export function readStoredFlag(key: string, fallback: boolean): boolean {
  try {
    const v = window.localStorage.getItem(key);
    return v === null ? fallback : v === 'true';
  } catch {
    return fallback;
  }
}

/** A boolean state kept in localStorage under `key`: read on mount, written on every change. */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => readStoredFlag(key, fallback));
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Kept for this page only.
      }
    },
    [key],
  );
  return [value, set];
}
