// The pin listener of the results page: a drag of the map's pin reruns the search at the pin
// (?lat&lng in the URL) 1.5 s later; a newer drag or leaving the page cancels it, and a new
// search clears the pending state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LatLngLiteral } from '../../map/types.ts';

/** Pin-drag rerun delay (docs/decisions.md#constants-and-limits). */
export const PIN_RERUN_MS = 1500;

/** `searchId`: the search shown (a new one ends the pending state). */
export function usePinRerun(searchId: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pinPending, setPinPending] = useState(false);
  const [lastSearch, setLastSearch] = useState(searchId);
  if (lastSearch !== searchId) {
    setLastSearch(searchId);
    setPinPending(false);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onPinDragEnd = useCallback(
    (p: LatLngLiteral) => {
      if (timer.current) clearTimeout(timer.current);
      setPinPending(true);
      timer.current = setTimeout(() => {
        const next = new URLSearchParams(params);
        next.set('lat', p.lat.toFixed(6));
        next.set('lng', p.lng.toFixed(6));
        navigate({ search: next.toString() });
      }, PIN_RERUN_MS);
    },
    [navigate, params],
  );
  return { pinPending, onPinDragEnd };
}
