// Progressive rendering of a heavy page: what the user came for renders first, the rest right
// after the browser has painted it.
import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true once that render has been painted (React runs
 * passive effects after the paint of a non-urgent update), as an interruptible transition.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    startTransition(() => setPainted(true));
  }, []);
  return painted;
}
