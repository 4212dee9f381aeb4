// A loading cue that shows only when the wait is long enough to notice: an answer within a
// moment swaps the content with no cue at all (no flash of a dimmed list before new cards).
import { useEffect, useState } from 'react';

/**
 * True once `on` has stayed true for `ms`; false again as soon as `on` is. A change of `on`
 * before `ms` have passed cancels the wait.
 */
export function useDelayedFlag(on: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [on, ms]);
  return on && late;
}
