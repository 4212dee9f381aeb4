import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  SearchType,
  UpdatePreferencesMutation,
} from './__generated__/UpdatePreferencesMutation.graphql.ts';

const mutation = graphql`
  mutation UpdatePreferencesMutation($input: UpdatePreferencesInput!) {
    updatePreferences(input: $input) {
      viewer {
        id
        preferences {
          showPip
          searchType
        }
      }
      userErrors {
        message
      }
    }
  }
`;

export interface PreferenceChange {
  viewerId: string;
  showPip?: boolean;
  searchType?: SearchType;
}

/** Saves the viewer's showPip / searchType; the store changes at once (optimistic). */
export function useUpdatePreferencesMutation() {
  const [commit] = useMutation<UpdatePreferencesMutation>(mutation);
  return useCallback(
    ({ viewerId, ...change }: PreferenceChange) =>
      commit({
        variables: { input: change },
        optimisticUpdater: (store) => {
          const prefs = store.get(viewerId)?.getLinkedRecord('preferences');
          if (change.showPip !== undefined) prefs?.setValue(change.showPip, 'showPip');
          if (change.searchType !== undefined) prefs?.setValue(change.searchType, 'searchType');
        },
      }),
    [commit],
  );
}
