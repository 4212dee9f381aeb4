// The one alert form: the alert page (/alerts/:id) and the Alerts tabs of regions and zones use it.
// Text (required), prefill radios, severity, then 'Set Expiration Date' or 'Set Check Back Date'
// (one clears the other; dates not before today), Save, and Delete behind a confirm step.
import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton.tsx';
import { flash, FLASH_PERSISTENT } from '../../ui/flash/index.ts';
import { alertTypeLabel } from '../reports/components/AlertListRow.tsx';
import { FormField } from '../reports/components/FormField.tsx';
import { formatDateTime } from '../reports/paging.ts';
import {
  ALERT_FLASH,
  ALERT_PREFILLS,
  ALERT_SUCCESS_MS,
  SEVERITIES,
  alertFields,
  today,
  validateAlert,
  type AlertValues,
  type DateMode,
  type Severity,
} from './alertRules.ts';
import { useCreateAlertMutation } from './mutations/CreateAlertMutation.ts';
import { useDeleteAlertMutation } from './mutations/DeleteAlertMutation.ts';
import { useUpdateAlertMutation } from './mutations/UpdateAlertMutation.ts';
import type { AlertForm_alert$key } from './__generated__/AlertForm_alert.graphql.ts';

export { ALERT_FLASH } from './alertRules.ts';

/** Where a new alert is attached (a region or zone, by global id). */
export interface AlertOwner {
  level: 'region' | 'zone';
  id: string;
}

const DATE_MODES = [
  ['expires', 'Set Expiration Date'],
  ['checkBack', 'Set Check Back Date'],
] as const;

/**
 * `alert` edits that record; without it the form creates an alert on `owner`. `onSaved` runs
 * after a successful save, `onDeleted` after a delete, `onCancel` offers a Cancel button.
 */
export function AlertForm(props: {
  alert?: AlertForm_alert$key | null;
  owner?: AlertOwner;
  onSaved?: () => void;
  onDeleted: () => void;
  onCancel?: () => void;
}) {
  const a = useFragment(
    graphql`
      fragment AlertForm_alert on Alert {
        id
        text
        severity
        expires
        checkBack
        alertType
        productName
        hauler {
          name
        }
        createdBy
        updatedBy
        updatedAt
      }
    `,
    props.alert ?? null,
  );
  const [create, creating] = useCreateAlertMutation();
  const [update, updating] = useUpdateAlertMutation();
  const [remove] = useDeleteAlertMutation();
  const initialMode: DateMode = a?.expires ? 'expires' : a?.checkBack ? 'checkBack' : '';
  const keptDate = (a?.expires ?? a?.checkBack ?? '').slice(0, 10);
  const [values, setValues] = useState<AlertValues>({
    text: a?.text ?? '',
    severity: (a?.severity as Severity | undefined) ?? 'warning',
    mode: initialMode,
    date: keptDate,
  });
  const [prefill, setPrefill] = useState('');
  const [errors, setErrors] = useState<{ text?: string; date?: string }>({});
  const set = (patch: Partial<AlertValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((x) => ({
      ...x,
      ...('text' in patch ? { text: undefined } : {}),
      ...('date' in patch || 'mode' in patch ? { date: undefined } : {}),
    }));
  };

  const chooseMode = (mode: DateMode) =>
    // Choosing one date clears the other: only the chosen one is kept.
    set({ mode, date: mode === initialMode ? keptDate : '' });

  const choosePrefill = (key: string) => {
    setPrefill(key);
    const p = ALERT_PREFILLS.find((x) => x.key === key);
    if (!p) return;
    set({
      text: p.text,
      severity: p.severity,
      mode: p.mode,
      date: p.mode === initialMode ? keptDate : '',
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validateAlert(values, a ? keptDate : '');
    setErrors(next);
    if (Object.keys(next).length) return;
    if (a) {
      const problems = await update({ id: a.id, updatedAt: a.updatedAt, ...alertFields(values) });
      if (problems.length === 0) {
        flash.show(ALERT_FLASH.updated, { severity: 'success', timeout: ALERT_SUCCESS_MS });
        props.onSaved?.();
      } else {
        flash.show(
          problems.some((p) => !p.field)
            ? `${ALERT_FLASH.updateFailed}: ${problems.find((p) => !p.field)!.message}`
            : ALERT_FLASH.updateFailed,
          { severity: 'error', timeout: FLASH_PERSISTENT },
        );
        const textError = problems.find((p) => p.field === 'text');
        if (textError) setErrors({ text: textError.message });
      }
      return;
    }
    if (!props.owner) return;
    const { id, errors: problems } = await create({
      ...alertFields(values),
      ...(props.owner.level === 'region'
        ? { regionIds: [props.owner.id] }
        : { zoneIds: [props.owner.id] }),
    });
    if (id !== null) {
      flash.show(ALERT_FLASH.created, { severity: 'success', timeout: ALERT_SUCCESS_MS });
      props.onSaved?.();
    } else {
      flash.show(ALERT_FLASH.createFailed, { severity: 'error', timeout: FLASH_PERSISTENT });
      const textError = problems.find((p) => p.field === 'text');
      if (textError) setErrors({ text: textError.message });
    }
  };

  const confirmDelete = async () => {
    if (!a) return;
    if (await remove(a.id, props.owner?.id)) {
      flash.show(ALERT_FLASH.deleted, { severity: 'success', timeout: ALERT_SUCCESS_MS });
      props.onDeleted();
    } else {
      flash.show(ALERT_FLASH.deleteFailed, { severity: 'error', timeout: FLASH_PERSISTENT });
    }
  };

  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="6" data-testid="alert-form">
      {a ? (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {alertTypeLabel(a.alertType)} alert
          {a.hauler ? ` on ${a.hauler.name}` : ''}
          {a.productName ? ` · ${a.productName}` : ''} · created by {a.createdBy} · last updated{' '}
          {formatDateTime(a.updatedAt)} by {a.updatedBy}
        </Text>
      ) : (
        <Text fontWeight="semibold" mb="4">
          New alert on this {props.owner?.level === 'zone' ? 'zone' : 'region'}
        </Text>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <RadioGroup.Root
            value={prefill}
            onValueChange={(e) => choosePrefill(e.value ?? '')}
            aria-label="Prefill"
          >
            <Text fontSize="sm" fontWeight="medium" mb="1">
              Prefill from a common alert
            </Text>
            <HStack gap="5" flexWrap="wrap">
              {ALERT_PREFILLS.map((p) => (
                <RadioGroup.Item key={p.key} value={p.key}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{p.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <FormField label="Alert text" required error={errors.text}>
            <Textarea
              rows={4}
              value={values.text}
              onChange={(e) => set({ text: e.target.value })}
            />
          </FormField>
          <FormField label="Severity">
            <NativeSelect.Root w="14rem">
              <NativeSelect.Field
                value={values.severity}
                onChange={(e) => set({ severity: e.target.value as Severity })}
              >
                {SEVERITIES.map((s) => (
                  <option key={s} value={s}>
                    {s[0]!.toUpperCase() + s.slice(1)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <RadioGroup.Root
            value={values.mode}
            onValueChange={(e) => chooseMode((e.value ?? '') as DateMode)}
            aria-label="Alert date"
          >
            <HStack gap="6">
              {DATE_MODES.map(([value, label]) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {values.mode ? (
            <FormField
              label={values.mode === 'expires' ? 'Expiration date' : 'Check back date'}
              required
              error={errors.date}
            >
              <Input
                type="date"
                w="14rem"
                min={today()}
                value={values.date}
                onChange={(e) => set({ date: e.target.value })}
              />
            </FormField>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No date: the alert stays until it is deleted.
            </Text>
          )}
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <HStack>
              <Button type="submit" colorPalette="blue" loading={creating || updating}>
                Save Alert
              </Button>
              {props.onCancel ? (
                <Button variant="outline" onClick={props.onCancel}>
                  Cancel
                </Button>
              ) : null}
            </HStack>
            {a ? <ConfirmDeleteButton label="Delete Alert" onConfirm={confirmDelete} /> : null}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
