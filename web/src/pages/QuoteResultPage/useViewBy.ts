// View By of the results as the viewer saved it: the list starts on the searchType preference
// (default product; useQuoteResults holds the choice), and a change is saved as the preference.
import { useCallback } from 'react';
import type { ViewBy } from '../../features/quote/components/ResultsToolbar.tsx';
import type { PreferenceChange } from '../../features/quote/mutations/UpdatePreferencesMutation.ts';

/** `viewerId`/`saved`: the viewer and its saved searchType (none without a session). */
export function useViewBy(
  viewerId: string | undefined,
  saved: string | undefined,
  savePrefs: (change: PreferenceChange) => void,
) {
  const initial: ViewBy = saved === 'hauler' ? 'hauler' : 'product';
  const save = useCallback(
    (v: ViewBy) => {
      if (viewerId && saved !== v) savePrefs({ viewerId, searchType: v });
    },
    [viewerId, saved, savePrefs],
  );
  return { initial, save };
}
