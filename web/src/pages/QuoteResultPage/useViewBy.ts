// View By of the results: starts on the viewer's searchType preference (default product); a
// change is saved as the preference.
import { useCallback, useState } from 'react';
import type { ViewBy } from '../../features/quote/components/ResultsToolbar.tsx';
import type { PreferenceChange } from '../../features/quote/mutations/UpdatePreferencesMutation.ts';

/** `viewerId`/`saved`: the viewer and its saved searchType (none without a session). */
export function useViewBy(
  viewerId: string | undefined,
  saved: string | undefined,
  savePrefs: (change: PreferenceChange) => void,
) {
  const [viewBy, setViewBy] = useState<ViewBy>(saved === 'hauler' ? 'hauler' : 'product');
  const changeViewBy = useCallback(
    (v: ViewBy) => {
      setViewBy(v);
      if (viewerId && saved !== v) savePrefs({ viewerId, searchType: v });
    },
    [viewerId, saved, savePrefs],
  );
  return [viewBy, changeViewBy] as const;
}
