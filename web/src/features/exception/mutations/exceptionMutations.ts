// The exception writes of the region's Exceptions tab and the Exception Report's bulk form.
// Each resolves with the payload (userErrors included) and rejects on a network/GraphQL error.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from '../../hauler/mutations/commitMutation.ts';
import type {
  CreateExceptionInput,
  exceptionMutationsCreateMutation,
} from './__generated__/exceptionMutationsCreateMutation.graphql.ts';
import type {
  UpdateExceptionInput,
  exceptionMutationsUpdateMutation,
} from './__generated__/exceptionMutationsUpdateMutation.graphql.ts';
import type {
  UpdateBulkExceptionInput,
  exceptionMutationsUpdateBulkMutation,
} from './__generated__/exceptionMutationsUpdateBulkMutation.graphql.ts';
import type { exceptionMutationsExcludeMutation } from './__generated__/exceptionMutationsExcludeMutation.graphql.ts';

const create = graphql`
  mutation exceptionMutationsCreateMutation($input: CreateExceptionInput!) {
    createException(input: $input) {
      exception {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;
const update = graphql`
  mutation exceptionMutationsUpdateMutation($input: UpdateExceptionInput!) {
    updateException(input: $input) {
      exception {
        id
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;
const updateBulk = graphql`
  mutation exceptionMutationsUpdateBulkMutation($input: UpdateBulkExceptionInput!) {
    updateBulkException(input: $input) {
      exception {
        id
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;
const exclude = graphql`
  mutation exceptionMutationsExcludeMutation($input: ExcludeBulkExceptionInput!) {
    excludeBulkException(input: $input) {
      exception {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export function useCreateException() {
  const [commit] = useMutation<exceptionMutationsCreateMutation>(create);
  return useCallback(
    async (input: CreateExceptionInput) =>
      (await commitAsPromise(commit, { variables: { input } })).createException,
    [commit],
  );
}

export function useUpdateException() {
  const [commit] = useMutation<exceptionMutationsUpdateMutation>(update);
  return useCallback(
    async (input: UpdateExceptionInput) =>
      (await commitAsPromise(commit, { variables: { input } })).updateException,
    [commit],
  );
}

export function useUpdateBulkException() {
  const [commit] = useMutation<exceptionMutationsUpdateBulkMutation>(updateBulk);
  return useCallback(
    async (input: UpdateBulkExceptionInput) =>
      (await commitAsPromise(commit, { variables: { input } })).updateBulkException,
    [commit],
  );
}

/** Removes a bulk exception from one region only. */
export function useExcludeBulkException() {
  const [commit] = useMutation<exceptionMutationsExcludeMutation>(exclude);
  return useCallback(
    async (exceptionId: string, regionId: string) =>
      (await commitAsPromise(commit, { variables: { input: { exceptionId, regionId } } }))
        .excludeBulkException,
    [commit],
  );
}
