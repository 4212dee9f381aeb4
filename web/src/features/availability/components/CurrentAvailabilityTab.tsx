// The Current Availability tab (docs/decisions.md#availability): today's rows per size and
// delivery type, what a quote says for each right now (delivery date and the reasons, as on the
// quote cards), editable for today with the same rules as the contract. A saved row is an
// override until the region's next midnight recalculation.
import { Badge, List, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { DELIVERY_TYPE_LABELS, formatDate } from '@shared/quote/text.ts';
import { flash } from '../../../ui/flash/index.ts';
import { FormShell } from '../../../ui/form/FormShell.tsx';
import { flashFailure, staleMessage } from '../../hauler/components/userErrors.ts';
import { useSaveCurrentAvailabilityMutation } from '../mutations/SaveCurrentAvailabilityMutation.ts';
import { CURRENT_FIELDS, changedFields, midnightText, rowFromRecord, type Row } from '../rules.ts';
import { AvailabilityGrid, RowBadge, type GridRow } from './AvailabilityGrid.tsx';
import { applyRowErrors, useAvailabilityForm } from './useAvailabilityForm.ts';
import type { CurrentAvailabilityTab_region$key } from './__generated__/CurrentAvailabilityTab_region.graphql.ts';
import type { DeliveryType } from './__generated__/CurrentAvailabilityTab_region.graphql.ts';

/* eslint-disable relay/unused-fields -- the editor rows read these fields by name (rowFromRecord) */
const fragment = graphql`
  fragment CurrentAvailabilityTab_region on Region
  @refetchable(queryName: "CurrentAvailabilityTabRefetchQuery") {
    id
    timezone
    currentAvailability {
      id
      updatedAt
      calculatedAt
      rows {
        databaseId
        deliveryType
        title
        size {
          name
          yards
        }
        updatedAt
        overridden
        mustCall
        noService
        noServiceReason
        sameDayActive
        nextDayActive
        twoDayNoticeActive
        saturdayActive
        sundayActive
        sameDayCutoffTime
        nextDayCutoffTime
        daysOutCutoffTime
        saturdayCutoffDay
        saturdayCutoffTime
        sundayCutoffDay
        sundayCutoffTime
        windowActive
        windowDays
        daysOut
        nextAvailableService
        today {
          deliveryDate {
            friendlyText
            availabilityType
          }
          nextAvailableService
          reasons {
            kind
            text
          }
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const TYPE_ORDER = ['newDeliveries', 'emptyReturn', 'pickUp'];
const tone = (type: string) =>
  type === 'noService'
    ? 'red'
    : type === 'mustCall'
      ? 'orange'
      : type === 'sameDay'
        ? 'green'
        : 'blue';

export const EMPTY_CURRENT =
  'No Current Availability Records: Contract availability and pricing must be set to display current availability.';

export function CurrentAvailabilityTab({
  regionRef,
  canEdit,
}: {
  regionRef: CurrentAvailabilityTab_region$key;
  canEdit: boolean;
}) {
  const [region, refetch] = useRefetchableFragment(fragment, regionRef);
  const [save] = useSaveCurrentAvailabilityMutation();
  const [conflict, setConflict] = useState<string | null>(null);
  const current = region.currentAvailability;
  const records = useMemo(
    () =>
      [...(current?.rows ?? [])].sort(
        (a, b) =>
          TYPE_ORDER.indexOf(a.deliveryType) - TYPE_ORDER.indexOf(b.deliveryType) ||
          (a.size?.yards ?? 0) - (b.size?.yards ?? 0),
      ),
    [current],
  );
  const saved = useMemo(() => records.map((r) => rowFromRecord(r, CURRENT_FIELDS)), [records]);
  const form = useAvailabilityForm(saved);

  if (!current || !records.length)
    return (
      <Text color="fg.muted" data-testid="current-empty">
        {EMPTY_CURRENT}
      </Text>
    );

  const rows: GridRow[] = records.map((r) => ({
    key: `${r.deliveryType}-${r.databaseId}`,
    group: DELIVERY_TYPE_LABELS[r.deliveryType] ?? r.deliveryType,
    label:
      r.deliveryType === 'newDeliveries'
        ? (r.size?.name ?? r.title ?? 'Any size')
        : DELIVERY_TYPE_LABELS[r.deliveryType],
    note: (
      <>
        {r.overridden ? <RowBadge tone="orange">Overridden today</RowBadge> : null}
        {todayOf(r)}
      </>
    ),
  }));

  function todayOf(r: (typeof records)[number]) {
    return r.today ? (
      <Stack gap="1" mt="1" data-testid="current-today" title="What a quote says now">
        <Badge
          alignSelf="flex-start"
          colorPalette={tone(r.today.deliveryDate.availabilityType)}
          data-testid="current-delivery-date"
        >
          {r.today.deliveryDate.friendlyText}
        </Badge>
        {r.today.nextAvailableService && r.today.deliveryDate.availabilityType !== 'noService' && (
          <Text fontSize="xs" color="fg.muted">
            earliest {formatDate(r.today.nextAvailableService)}
          </Text>
        )}
        {r.today.reasons.length > 0 && (
          <List.Root ps="4" fontSize="xs" color="fg.muted" data-testid="current-reasons">
            {r.today.reasons.map((x) => (
              <List.Item key={x.text} data-kind={x.kind}>
                {x.text}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    ) : (
      <Text fontSize="xs" color="fg.muted">
        --
      </Text>
    );
  }

  const onSave = async (values: { rows: Row[] }) => {
    const sent: number[] = [];
    const changes = values.rows.flatMap((row, i) => {
      const fields = changedFields(row, saved[i]);
      if (!Object.keys(fields).length) return [];
      sent.push(i);
      const r = records[i];
      return [
        {
          deliveryType: r.deliveryType as DeliveryType,
          databaseId: r.databaseId,
          updatedAt: r.updatedAt,
          ...fields,
        },
      ];
    });
    if (!changes.length) return true;
    try {
      const res = await save({
        currentAvailabilityId: current.id,
        updatedAt: current.updatedAt,
        rows: changes,
      });
      const { userErrors } = res.saveCurrentAvailability;
      setConflict(staleMessage(userErrors));
      if (userErrors.length) {
        const reasons = applyRowErrors(form, userErrors, sent);
        flashFailure('Current availability was not saved (nothing was changed)', reasons);
        return false;
      }
      flash.show('Current availability saved', { severity: 'success', timeout: 2000 });
      return true;
    } catch {
      flashFailure('Current availability was not saved (nothing was changed)');
      return false;
    }
  };

  return (
    <FormShell
      form={form}
      title="Current Availability"
      onSave={onSave}
      readOnly={!canEdit}
      onDiscard={() => setConflict(null)}
      conflict={
        conflict
          ? {
              message: conflict,
              onReload: () => {
                setConflict(null);
                refetch({}, { fetchPolicy: 'network-only' });
              },
            }
          : null
      }
    >
      <Text fontSize="sm" color="fg.muted">
        Today&apos;s schedule, calculated from the contract
        {current.calculatedAt
          ? ` at ${new Date(current.calculatedAt).toLocaleString('en-US', { timeZone: region.timezone, dateStyle: 'short', timeStyle: 'short' })}`
          : ''}
        . Saved edits override a row for today only; at {midnightText(region.timezone)} it is
        recalculated from the contract. Under each size is what a quote says now (with the
        region&apos;s exceptions applied) and why.
      </Text>
      <AvailabilityGrid form={form} saved={saved} rows={rows} kind="current" />
    </FormShell>
  );
}
