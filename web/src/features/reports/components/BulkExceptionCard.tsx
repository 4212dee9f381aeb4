import { Box, Button, HStack, Heading, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { flash, FLASH_PERSISTENT } from '../../../ui/flash/index.ts';
import { DELETE_EXCEPTION_CONFIRM } from '../exceptionLabels.ts';
import { exceptionReasonText, exceptionTypeText } from '../listValues.ts';
import { useDeleteExceptionMutation } from '../mutations/DeleteExceptionMutation.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { ExceptionDetail } from './ExceptionDetail.tsx';
import type { BulkExceptionCard_exception$key } from './__generated__/BulkExceptionCard_exception.graphql.ts';

/** One bulk exception: type, reason, scope, regions it was removed from, and Delete. */
export function BulkExceptionCard(props: {
  exception: BulkExceptionCard_exception$key;
  onDeleted: () => void;
  onEdit: () => void;
}) {
  const x = useFragment(
    graphql`
      fragment BulkExceptionCard_exception on Exception {
        id
        type
        reason
        excludedRegions {
          name
        }
        ...ExceptionDetail_exception
      }
    `,
    props.exception,
  );
  const [remove, busy] = useDeleteExceptionMutation();
  const onDelete = async () => {
    if (await remove(x.id)) {
      flash.show('Exception Deleted Successfully', { severity: 'success', timeout: 2000 });
      props.onDeleted();
    } else flash.show('Error Deleting Exception', { severity: 'error', timeout: FLASH_PERSISTENT });
  };
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="4" data-testid="bulk-exception">
      <HStack justify="space-between" align="flex-start" mb="2" gap="4">
        <Heading size="md">
          {exceptionTypeText(x.type)}
          {x.reason ? ` · ${exceptionReasonText(x.reason)}` : ''}
        </Heading>
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={props.onEdit}>
            Edit
          </Button>
          <ConfirmDelete question={DELETE_EXCEPTION_CONFIRM} busy={busy} onDelete={onDelete} />
        </HStack>
      </HStack>
      <ExceptionDetail exception={x} />
      {x.excludedRegions.length ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          Removed from: {x.excludedRegions.map((r) => r.name).join(', ')}
        </Text>
      ) : null}
    </Box>
  );
}
