// The geometry merge of the boundary editor: one term (or a list of ZIPs) merged into or cut
// from the boundary being edited, on the main API (docs/decisions.md#maps-and-geometry). Nothing
// is saved; the caller saves the boundary with its record.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { FeatureCollection } from 'geojson';
import { commitAsPromise } from '../hauler/mutations/commitMutation.ts';
import type { mergeBoundaryMutation } from './__generated__/mergeBoundaryMutation.graphql.ts';

const mutation = graphql`
  mutation mergeBoundaryMutation($input: MergeZoneGeometryInput!) {
    mergeZoneGeometry(input: $input) {
      geometry {
        boundaries
        unfoundTerms
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export type MergeOutcome =
  | { ok: true; boundaries: FeatureCollection | null; unfoundTerms: readonly string[] }
  | { ok: false; problems: readonly string[] };

/** Merges (or cuts) terms into `base`; answers the new boundary or the server's problems. */
export function useMergeBoundary() {
  const [commit] = useMutation<mergeBoundaryMutation>(mutation);
  return useCallback(
    async (input: {
      base: FeatureCollection | null;
      merge?: readonly string[];
      cut?: readonly string[];
    }): Promise<MergeOutcome> => {
      const res = await commitAsPromise(commit, {
        variables: {
          input: {
            boundaries: input.base,
            merge: input.merge ? [...input.merge] : [],
            cut: input.cut ? [...input.cut] : [],
          },
        },
      });
      const { geometry, userErrors } = res.mergeZoneGeometry;
      if (!geometry) return { ok: false, problems: userErrors.map((e) => e.message) };
      return {
        ok: true,
        boundaries: (geometry.boundaries as FeatureCollection | null) ?? null,
        unfoundTerms: geometry.unfoundTerms,
      };
    },
    [commit],
  );
}
