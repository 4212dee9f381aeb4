// The shared commit of the create mutations (hauler, market, geo note): each hook keeps its own
// graphql document; this turns Relay's callbacks into one promise of the new id or the errors.
import { useCallback } from 'react';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/** What a create mutation hook answers: the new record's database id, or the errors to show. */
export interface CreateResult {
  id: number | null;
  errors: readonly { field: string | null | undefined; message: string }[];
}

interface CreatePayload {
  record: { databaseId: number } | null | undefined;
  userErrors: CreateResult['errors'];
}

/**
 * Commits a create mutation whose payload `pick` reads as the created record and its user
 * errors; answers `[create(input), inFlight]`.
 */
export function useCreateMutation<M extends MutationParameters & { variables: { input: unknown } }>(
  mutation: GraphQLTaggedNode,
  pick: (response: M['response']) => CreatePayload,
) {
  const [commit, inFlight] = useMutation<M>(mutation);
  const create = useCallback(
    (input: M['variables']['input']) =>
      new Promise<CreateResult>((resolve) => {
        commit({
          variables: { input } as M['variables'],
          onCompleted: (res, errors) => {
            const { record, userErrors } = pick(res);
            if (record && !errors?.length) resolve({ id: record.databaseId, errors: [] });
            else resolve({ id: null, errors: userErrors });
          },
          onError: () =>
            resolve({
              id: null,
              errors: [{ field: null, message: 'The record could not be created' }],
            }),
        });
      }),
    [commit, pick],
  );
  return [create, inFlight] as const;
}
