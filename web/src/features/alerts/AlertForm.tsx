// The alert form of /alerts/:id: text, then an expiration or a check-back date (one clears the
// other), Save, and Delete behind a confirm step.
import { useState, type FormEvent } from 'react';
import { Box, Button, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { flash } from '../../../ui/flash/index.ts';
import { useDeleteAlertMutation } from '../mutations/DeleteAlertMutation.ts';
import { useUpdateAlertMutation } from '../mutations/UpdateAlertMutation.ts';
import { formatDateTime } from '../paging.ts';
import { alertTypeLabel } from './AlertListRow.tsx';
import { FormField } from './FormField.tsx';
import type { AlertForm_alert$key } from './__generated__/AlertForm_alert.graphql.ts';

export const ALERT_FLASH = {
  updated: 'Alert Updated Successfully',
  updateFailed: 'Alert Update Failed',
  deleted: 'Alert Successfully Deleted',
  deleteFailed: 'Alert Delete Failed',
} as const;
const SUCCESS_MS = 2000;

type DateMode = 'expires' | 'checkBack' | '';

/** Today as YYYY-MM-DD in the user's time zone (the date inputs' minimum). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The alert's form; `alert` is the record being edited. */
export function AlertForm(props: { alert: AlertForm_alert$key }) {
  const a = useFragment(
    graphql`
      fragment AlertForm_alert on Alert {
        id
        text
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
    props.alert,
  );
  const navigate = useNavigate();
  const [update, saving] = useUpdateAlertMutation();
  const [remove, deleting] = useDeleteAlertMutation();
  const initialMode: DateMode = a.expires ? 'expires' : a.checkBack ? 'checkBack' : '';
  const initialDate = (a.expires ?? a.checkBack ?? '').slice(0, 10);
  const [text, setText] = useState(a.text);
  const [mode, setMode] = useState<DateMode>(initialMode);
  const [date, setDate] = useState(initialDate);
  const [errors, setErrors] = useState<{ text?: string; date?: string }>({});
  const [confirming, setConfirming] = useState(false);

  const chooseMode = (next: DateMode) => {
    // Choosing one date clears the other: only the chosen one is kept.
    setMode(next);
    setDate(next === initialMode ? initialDate : '');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!text.trim()) next.text = 'This field is required';
    if (mode && !date) next.date = 'Date is required';
    else if (mode && date !== initialDate && date < today())
      next.date = 'Date must be today or later';
    setErrors(next);
    if (Object.keys(next).length) return;
    const stamp = date ? `${date} 00:00:00` : null;
    const problems = await update({
      id: a.id,
      updatedAt: a.updatedAt,
      text: text.trim(),
      expires: mode === 'expires' ? stamp : null,
      checkBack: mode === 'checkBack' ? stamp : null,
    });
    if (problems.length === 0) {
      flash.show(ALERT_FLASH.updated, { severity: 'success', timeout: SUCCESS_MS });
    } else {
      flash.show(ALERT_FLASH.updateFailed, { severity: 'error', timeout: -1 });
      const textError = problems.find((p) => p.field === 'text');
      if (textError) setErrors({ text: textError.message });
    }
  };

  const confirmDelete = async () => {
    if (await remove(a.id)) {
      flash.show(ALERT_FLASH.deleted, { severity: 'success', timeout: SUCCESS_MS });
      navigate('/alerts');
    } else {
      setConfirming(false);
      flash.show(ALERT_FLASH.deleteFailed, { severity: 'error', timeout: -1 });
    }
  };

  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="6">
      <Text color="fg.muted" fontSize="sm" mb="4">
        {alertTypeLabel(a.alertType)} alert
        {a.hauler ? ` on ${a.hauler.name}` : ''}
        {a.productName ? ` · ${a.productName}` : ''} · created by {a.createdBy} · last updated{' '}
        {formatDateTime(a.updatedAt)} by {a.updatedBy}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormField label="Alert text" required error={errors.text}>
            <Textarea
              rows={4}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setErrors((x) => ({ ...x, text: undefined }));
              }}
            />
          </FormField>
          <RadioGroup.Root
            value={mode}
            onValueChange={(e) => chooseMode((e.value ?? '') as DateMode)}
            aria-label="Alert date"
          >
            <HStack gap="6">
              {(
                [
                  ['expires', 'Set Expiration Date'],
                  ['checkBack', 'Set Check Back Date'],
                ] as const
              ).map(([value, label]) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {mode ? (
            <FormField
              label={mode === 'expires' ? 'Expiration date' : 'Check back date'}
              required
              error={errors.date}
            >
              <Input
                type="date"
                w="14rem"
                min={today()}
                value={date}
                onChange={(e) => {
                  setDate(e.target.value);
                  setErrors((x) => ({ ...x, date: undefined }));
                }}
              />
            </FormField>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No date: the alert stays until it is deleted.
            </Text>
          )}
          <HStack justify="space-between">
            <Button type="submit" colorPalette="blue" loading={saving}>
              Save Alert
            </Button>
            {confirming ? (
              <HStack role="group" aria-label="Confirm delete">
                <Text fontSize="sm">Are you sure you wish to delete this alert?</Text>
                <Button colorPalette="red" size="sm" loading={deleting} onClick={confirmDelete}>
                  Yes, Delete
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </HStack>
            ) : (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                Delete Alert
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
