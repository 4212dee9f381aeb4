// Resolves the ZIP codes of the multi-zip input to places (one geocode per ZIP).
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useZipLookupQuery } from './__generated__/useZipLookupQuery.graphql.ts';

/* eslint-disable relay/unused-fields -- the places are returned to MultiZipInput */
const query = graphql`
  query useZipLookupQuery($address: String!) {
    geocode(address: $address) {
      placeId
      formattedAddress
    }
  }
`;
/* eslint-enable relay/unused-fields */

export interface ZipPlace {
  zip: string;
  placeId: string;
  formattedAddress: string;
}

/** Looks each ZIP up; answers the found places, the ZIPs not found and those whose lookup failed. */
export function useZipLookup() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (zips: readonly string[]) => {
      const answers = await Promise.all(
        zips.map((zip) =>
          fetchQuery<useZipLookupQuery>(environment, query, { address: zip })
            .toPromise()
            .then(
              (d) => ({ zip, place: d?.geocode[0] ?? null, failed: false }),
              () => ({ zip, place: null, failed: true }),
            ),
        ),
      );
      return {
        found: answers.flatMap((a) => (a.place ? [{ zip: a.zip, ...a.place }] : [])),
        missing: answers.filter((a) => !a.place && !a.failed).map((a) => a.zip),
        failed: answers.filter((a) => a.failed).map((a) => a.zip),
      };
    },
    [environment],
  );
}
