import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type {
  UpdateZoneMutation,
  UpdateZoneInput,
} from './__generated__/UpdateZoneMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateZoneMutation($input: UpdateZoneInput!) {
    updateZone(input: $input) {
      zone {
        id
        ...ZoneView_zone
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Saves the zone form. */
export function useUpdateZoneMutation() {
  const [commit, inFlight] = useMutation<UpdateZoneMutation>(mutation);
  const run = useCallback(
    (input: UpdateZoneInput) => commitAsPromise(commit, { variables: { input } }),
    [commit],
  );
  return [run, inFlight] as const;
}
