// The region's Exceptions tab (docs/decisions.md#routes-and-screens): cards and 'Add Exception';
// the form directly when there are none. Bulk exceptions are shown read-only and can only be
// removed from this region (docs/decisions.md#bulk-exceptions).
/* eslint-disable relay/unused-fields -- the exception fields are read by fromException (the edit form) */
import { Suspense, useState, useTransition } from 'react';
import { Badge, Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { flash } from '../../ui/flash/index.ts';
import { flashFailure } from '../hauler/components/userErrors.ts';
import { ConfirmDelete } from '../reports/components/ConfirmDelete.tsx';
import { ExceptionDetail } from '../reports/components/ExceptionDetail.tsx';
import {
  DELETE_EXCEPTION_CONFIRM,
  EXCEPTION_REASONS,
  EXCEPTION_TYPES,
} from '../reports/exceptionLabels.ts';
import { useDeleteExceptionMutation } from '../reports/mutations/DeleteExceptionMutation.ts';
import { ExceptionForm } from './ExceptionForm.tsx';
import { fromException } from './exceptionForm.ts';
import { useExcludeBulkException } from './mutations/exceptionMutations.ts';
import type {
  RegionExceptionsQuery,
  RegionExceptionsQuery$data,
} from './__generated__/RegionExceptionsQuery.graphql.ts';

const query = graphql`
  query RegionExceptionsQuery($id: ID!) {
    node(id: $id) {
      ... on Region {
        id
        zones {
          id
          name
        }
        exceptions {
          id
          bulk
          type
          reason
          updatedAt
          deliveryTypes
          zones {
            id
          }
          sizes {
            id
          }
          wasteTypes {
            id
          }
          daysOfWeek
          windowDays
          availabilityAction
          nextAvailableDate
          startDate
          endDate
          boundaries
          boundariesDescription
          actionType
          actionDate
          ...ExceptionDetail_exception
        }
      }
    }
    lookups {
      sizes {
        id
        name
      }
      wasteTypes {
        id
        name
      }
    }
  }
`;

type Ex = NonNullable<NonNullable<RegionExceptionsQuery$data['node']>['exceptions']>[number];

/** The tab: loads when first shown. */
export function RegionExceptions({ regionId, canEdit }: { regionId: string; canEdit: boolean }) {
  return (
    <Suspense
      fallback={
        <HStack color="fg.muted" gap="2">
          <Spinner size="sm" /> <Text>Loading exceptions…</Text>
        </HStack>
      }
    >
      <ExceptionsTab regionId={regionId} canEdit={canEdit} />
    </Suspense>
  );
}

function ExceptionsTab({ regionId, canEdit }: { regionId: string; canEdit: boolean }) {
  const [fetchKey, setFetchKey] = useState(0);
  const [isPending, startTransition] = useTransition();
  const data = useLazyLoadQuery<RegionExceptionsQuery>(
    query,
    { id: regionId },
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' },
  );
  // 'new', an exception id being edited, or null for the cards.
  const [editing, setEditing] = useState<string | null>(null);
  const reload = () => startTransition(() => setFetchKey((k) => k + 1));
  const region = data.node;
  if (!region?.exceptions || !region.id) return <Text>This region no longer exists.</Text>;
  const rid = region.id;
  const exceptions = region.exceptions;
  const zones = region.zones ?? [];
  const lists = { sizes: data.lookups.sizes, wasteTypes: data.lookups.wasteTypes };
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) reload();
  };

  if (canEdit && (editing || exceptions.length === 0)) {
    const ex = editing && editing !== 'new' ? exceptions.find((x) => x.id === editing) : null;
    return (
      <Box opacity={isPending ? 0.6 : 1}>
        {exceptions.length === 0 && !editing && (
          <Text mb="3" color="fg.muted" data-testid="no-exceptions">
            This region has no exceptions. Add one below.
          </Text>
        )}
        <ExceptionForm
          key={editing ?? 'first'}
          regionId={rid}
          existing={ex ? { id: ex.id, updatedAt: ex.updatedAt, values: fromException(ex) } : null}
          zones={zones}
          {...lists}
          onDone={done}
          noCancel={exceptions.length === 0}
        />
      </Box>
    );
  }

  return (
    <Stack gap="3" opacity={isPending ? 0.6 : 1} aria-busy={isPending}>
      <HStack justify="space-between">
        <Text color="fg.muted" textStyle="sm">
          {exceptions.length === 0
            ? 'This region has no exceptions.'
            : `${exceptions.length} exception${exceptions.length === 1 ? '' : 's'} apply to this region.`}
        </Text>
        {canEdit && (
          <Button size="sm" colorPalette="teal" onClick={() => setEditing('new')}>
            Add Exception
          </Button>
        )}
      </HStack>
      {exceptions.map((x) => (
        <ExceptionCard
          key={x.id}
          exception={x}
          regionId={rid}
          canEdit={canEdit}
          onEdit={() => setEditing(x.id)}
          onChanged={reload}
        />
      ))}
    </Stack>
  );
}

function ExceptionCard({
  exception: x,
  regionId,
  canEdit,
  onEdit,
  onChanged,
}: {
  exception: Ex;
  regionId: string;
  canEdit: boolean;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const [remove, deleting] = useDeleteExceptionMutation();
  const exclude = useExcludeBulkException();
  const [busy, setBusy] = useState(false);
  const onDelete = async () => {
    if (x.bulk) {
      setBusy(true);
      try {
        const res = await exclude(x.id, regionId);
        if (!res.exception || res.userErrors.length)
          flashFailure(
            'Error Removing Exception',
            res.userErrors.map((e) => e.message),
          );
        else {
          flash.show('Exception Removed Successfully', { severity: 'success', timeout: 2000 });
          onChanged();
        }
      } catch {
        flashFailure('Error Removing Exception');
      } finally {
        setBusy(false);
      }
      return;
    }
    if (await remove(x.id)) {
      flash.show('Exception Deleted Successfully', { severity: 'success', timeout: 2000 });
      onChanged();
    } else flashFailure('Error Deleting Exception');
  };
  return (
    <Box
      bg="white"
      borderWidth="1px"
      rounded="md"
      p="4"
      data-testid="exception-card"
      data-bulk={x.bulk ? 'true' : 'false'}
    >
      <HStack justify="space-between" align="flex-start" mb="2" gap="4" wrap="wrap">
        <HStack gap="2">
          <Heading size="md">
            {EXCEPTION_TYPES[x.type as keyof typeof EXCEPTION_TYPES] ?? x.type}
            {x.reason
              ? ` · ${EXCEPTION_REASONS[x.reason as keyof typeof EXCEPTION_REASONS] ?? x.reason}`
              : ''}
          </Heading>
          {x.bulk && (
            <Badge colorPalette="purple" title="Applies to all haulers and regions">
              Bulk
            </Badge>
          )}
        </HStack>
        {canEdit && (
          <HStack gap="2">
            {!x.bulk && (
              <Button size="xs" variant="outline" onClick={onEdit}>
                Edit
              </Button>
            )}
            <ConfirmDelete
              question={DELETE_EXCEPTION_CONFIRM}
              busy={deleting || busy}
              onDelete={onDelete}
            />
          </HStack>
        )}
      </HStack>
      {x.bulk && (
        <Text textStyle="xs" color="fg.muted" mb="2">
          A bulk exception applies to all haulers and regions and cannot be edited here. Delete
          removes it from this region only; it is edited on the Exception Report.
        </Text>
      )}
      <ExceptionDetail exception={x} />
    </Box>
  );
}
