// The Contract Availability tab (the hauler availability editor, docs/decisions.md#availability):
// every contract record of the region in one table. Changes are staged in the form and saved at
// once (one transaction upstream: all or nothing); saved changes wait for the region's next
// midnight, and the tab lists what will change then.
import { Alert, List, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { DELIVERY_TYPE_LABELS } from '@shared/quote/text.ts';
import { flash } from '../../../ui/flash/index.ts';
import { FormShell } from '../../../ui/form/FormShell.tsx';
import { flashFailure, staleMessage } from '../../hauler/components/userErrors.ts';
import { useSaveContractAvailabilityMutation } from '../mutations/SaveContractAvailabilityMutation.ts';
import {
  CONTRACT_FIELDS,
  CURRENT_FIELDS,
  changedFields,
  isPending,
  midnightChanges,
  midnightText,
  rowFromRecord,
  type Row,
} from '../rules.ts';
import { AvailabilityGrid, RowBadge, type GridRow } from './AvailabilityGrid.tsx';
import { applyRowErrors, useAvailabilityForm } from './useAvailabilityForm.ts';
import type { ContractAvailabilityTab_region$key } from './__generated__/ContractAvailabilityTab_region.graphql.ts';

/* eslint-disable relay/unused-fields -- the editor rows read these fields by name (rowFromRecord) */
const fragment = graphql`
  fragment ContractAvailabilityTab_region on Region
  @refetchable(queryName: "ContractAvailabilityTabRefetchQuery") {
    id
    timezone
    lastSavedBy
    lastSavedAt
    contractAvailability {
      id
      deliveryType
      size {
        databaseId
        name
        yards
      }
      updatedAt
      updatedBy
      sameDayActive
      sameDayCutoffTime
      sameDayMustCall
      sameDayNotes
      nextDayActive
      nextDayCutoffTime
      nextDayMustCall
      nextDayNotes
      twoDayNoticeActive
      twoDayNoticeCutoffTime
      twoDayNoticeMustCall
      twoDayNoticeNotes
      saturdayActive
      saturdayCutoffTime
      saturdayMustCall
      saturdayNotes
      sundayActive
      sundayCutoffTime
      sundayMustCall
      sundayNotes
      saturdayCutoffDay
      sundayCutoffDay
      mustCallAll
      noService
      noServiceReason
      windowActive
      windowDays
      daysOut
    }
    currentAvailability {
      calculatedAt
      rows {
        deliveryType
        size {
          databaseId
        }
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
        noService
        noServiceReason
        windowActive
        windowDays
        daysOut
        mustCall
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const TYPE_ORDER = ['newDeliveries', 'emptyReturn', 'pickUp'];

export function ContractAvailabilityTab({
  regionRef,
  canEdit,
}: {
  regionRef: ContractAvailabilityTab_region$key;
  canEdit: boolean;
}) {
  const [region, refetch] = useRefetchableFragment(fragment, regionRef);
  const [save] = useSaveContractAvailabilityMutation();
  const [conflict, setConflict] = useState<string | null>(null);

  const records = useMemo(
    () =>
      [...region.contractAvailability].sort(
        (a, b) =>
          TYPE_ORDER.indexOf(a.deliveryType) - TYPE_ORDER.indexOf(b.deliveryType) ||
          (a.size?.yards ?? 0) - (b.size?.yards ?? 0) ||
          (a.size?.name ?? '').localeCompare(b.size?.name ?? ''),
      ),
    [region.contractAvailability],
  );
  const saved = useMemo(() => records.map((r) => rowFromRecord(r, CONTRACT_FIELDS)), [records]);
  const form = useAvailabilityForm(saved);

  const calculatedAt = region.currentAvailability?.calculatedAt ?? null;
  const todayRow = (r: (typeof records)[number]): Row | null => {
    const row = region.currentAvailability?.rows.find(
      (c) =>
        c.deliveryType === r.deliveryType &&
        (c.size?.databaseId ?? null) === (r.size?.databaseId ?? null),
    );
    return row ? rowFromRecord(row, CURRENT_FIELDS) : null;
  };
  const label = (r: (typeof records)[number]) =>
    r.deliveryType === 'newDeliveries'
      ? (r.size?.name ?? 'Any size')
      : DELIVERY_TYPE_LABELS[r.deliveryType];
  const pending = records
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => isPending(String(r.updatedAt), calculatedAt, region.timezone));
  const when = midnightText(region.timezone);

  const rows: GridRow[] = records.map((r, i) => {
    const isPend = pending.some((p) => p.i === i);
    return {
      key: r.id,
      group: DELIVERY_TYPE_LABELS[r.deliveryType] ?? r.deliveryType,
      label: label(r),
      note: isPend ? (
        <RowBadge tone="purple">
          <span title={`Saved by ${r.updatedBy}; takes effect at ${when}`}>Pending midnight</span>
        </RowBadge>
      ) : null,
    };
  });

  const onSave = async (values: { rows: Row[] }) => {
    const sent: number[] = [];
    const changes = values.rows.flatMap((row, i) => {
      const fields = changedFields(row, saved[i]);
      if (!Object.keys(fields).length) return [];
      sent.push(i);
      return [{ id: records[i].id, updatedAt: records[i].updatedAt, ...fields }];
    });
    if (!changes.length) return true;
    try {
      const res = await save({ regionId: region.id, changes });
      const { userErrors } = res.saveContractAvailability;
      setConflict(staleMessage(userErrors));
      if (userErrors.length) {
        const reasons = applyRowErrors(form, userErrors, sent);
        flashFailure('Contract availability was not saved (nothing was changed)', reasons);
        return false;
      }
      flash.show('Contract availability saved', { severity: 'success', timeout: 1500 });
      return true;
    } catch {
      flashFailure('Contract availability was not saved (nothing was changed)');
      return false;
    }
  };

  if (!records.length)
    return <Text color="fg.muted">This region has no contract availability records yet.</Text>;

  return (
    <FormShell
      form={form}
      title="Contract Availability"
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
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          The hauler&apos;s standing schedule. Edits are staged (tinted) until you Save; Save stores
          every changed row at once. Saved changes take effect at the region&apos;s next midnight:{' '}
          {when}.{region.lastSavedBy ? ` Last saved by ${region.lastSavedBy}.` : ''}
        </Text>
        {pending.length > 0 && (
          <Alert.Root status="info" data-testid="contract-pending">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Pending: saved changes take effect at {when}</Alert.Title>
              <Alert.Description>
                <List.Root ps="4" fontSize="sm">
                  {pending.map(({ r, i }) => {
                    const what = midnightChanges(saved[i], todayRow(r));
                    return (
                      <List.Item key={r.id}>
                        <strong>
                          {label(r)}
                          {r.deliveryType === 'newDeliveries'
                            ? ` (${DELIVERY_TYPE_LABELS.newDeliveries})`
                            : ''}
                        </strong>
                        :{' '}
                        {what.length
                          ? what.join('; ')
                          : 'notes or must-call settings (today’s schedule looks the same)'}
                      </List.Item>
                    );
                  })}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <AvailabilityGrid form={form} saved={saved} rows={rows} kind="contract" />
      </Stack>
    </FormShell>
  );
}
