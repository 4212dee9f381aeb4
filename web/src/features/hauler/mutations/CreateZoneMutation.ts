import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type {
  CreateZoneInput,
  CreateZoneMutation,
} from './__generated__/CreateZoneMutation.graphql.ts';

const mutation = graphql`
  mutation CreateZoneMutation($input: CreateZoneInput!) {
    createZone(input: $input) {
      zone {
        id
        databaseId
        ...ZoneView_zone
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Creates a zone of the region `input.regionId` (a global id) and lists it under the region. */
export function useCreateZoneMutation() {
  const [commit, inFlight] = useMutation<CreateZoneMutation>(mutation);
  const run = useCallback(
    (input: CreateZoneInput & { regionId: string }) =>
      commitAsPromise(commit, {
        variables: { input },
        updater: (store) => {
          const created = store.getRootField('createZone')?.getLinkedRecord('zone');
          const region = store.get(input.regionId);
          const zones = region?.getLinkedRecords('zones');
          if (created && region && zones) region.setLinkedRecords([...zones, created], 'zones');
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
