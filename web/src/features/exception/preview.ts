// The preview of a draft exception: the region's products whose availability it would change,
// from the main API's availability engine run with and without it (docs/decisions.md#exceptions).
/* eslint-disable relay/unused-fields -- the preview is returned to ExceptionForm's save step */
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type {
  ExceptionPreviewInput,
  previewExceptionQuery,
  previewExceptionQuery$data,
} from './__generated__/previewExceptionQuery.graphql.ts';

const query = graphql`
  query previewExceptionQuery($input: ExceptionPreviewInput!) {
    exceptionPreview(input: $input) {
      totalProducts
      products {
        pricingId
        zoneName
        sizeName
        wasteTypeName
        changes {
          deliveryType
          before
          after
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export type ExceptionPreviewResult = previewExceptionQuery$data['exceptionPreview'];

/** Runs the preview (never cached: availability depends on the hour). */
export function usePreviewException() {
  const env = useRelayEnvironment();
  return useCallback(
    async (input: ExceptionPreviewInput): Promise<ExceptionPreviewResult> => {
      const data = await fetchQuery<previewExceptionQuery>(
        env,
        query,
        { input },
        {
          fetchPolicy: 'network-only',
        },
      ).toPromise();
      if (!data) throw new Error('No preview');
      return data.exceptionPreview;
    },
    [env],
  );
}
