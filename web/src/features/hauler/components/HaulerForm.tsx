// HaulerForm (docs/decisions.md#routes-and-screens): Active switch, name and type (both required).
import { Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { flash, FLASH_PERSISTENT } from '../../../ui/flash/index.ts';
import { FormShell } from '../../../ui/form/FormShell.tsx';
import { SelectField, SwitchField, TextField } from '../../../ui/form/fields.tsx';
import { useDeleteHaulerMutation } from '../mutations/DeleteHaulerMutation.ts';
import { useUpdateHaulerMutation } from '../mutations/UpdateHaulerMutation.ts';
import { applyUserErrors } from './userErrors.ts';
import type {
  HaulerForm_hauler$key,
  HaulerType,
} from './__generated__/HaulerForm_hauler.graphql.ts';

const fragment = graphql`
  fragment HaulerForm_hauler on Hauler {
    id
    name
    type
    active
    updatedAt
  }
`;

const REQUIRED = 'This field is required';
const TYPES = [
  { value: 'inNetwork', label: 'In network' },
  { value: 'outOfNetwork', label: 'Out of network' },
];

interface Values {
  active: boolean;
  name: string;
  type: string;
}

export function HaulerForm({
  haulerRef,
  canEdit,
}: {
  haulerRef: HaulerForm_hauler$key;
  canEdit: boolean;
}) {
  const hauler = useFragment(fragment, haulerRef);
  const [update] = useUpdateHaulerMutation();
  const [remove] = useDeleteHaulerMutation();
  const navigate = useNavigate();
  const form = useForm<Values>({
    mode: 'onChange',
    values: { active: hauler.active, name: hauler.name, type: hauler.type },
  });
  const { errors } = form.formState;

  const save = async (v: Values) => {
    try {
      const res = await update({
        id: hauler.id,
        updatedAt: hauler.updatedAt,
        active: v.active,
        name: v.name.trim(),
        type: v.type as HaulerType,
      });
      const rest = applyUserErrors(res.updateHauler.userErrors, form.setError, ['name', 'type']);
      if (res.updateHauler.userErrors.length) {
        if (rest.length)
          flash.show(`Could not update hauler: ${rest.join(' ')}`, {
            severity: 'error',
            timeout: FLASH_PERSISTENT,
          });
        return false;
      }
      flash.show('Hauler successfully updated', { severity: 'success', timeout: 2500 });
      return true;
    } catch (e) {
      flash.show(`Could not update hauler: ${(e as Error).message}`, { severity: 'error' });
      return false;
    }
  };

  // After deleting, the hauler list (docs/decisions.md#states-and-transitions).
  const deleteHauler = async () => {
    try {
      const res = await remove(hauler.id);
      if (!res.deleteHauler.deletedId) {
        const reason = res.deleteHauler.userErrors.map((e) => e.message).join(' ');
        flash.show(`Hauler was not removed: ${reason}`, { severity: 'error', timeout: 2000 });
        return;
      }
      flash.show('Hauler removed successfully', { severity: 'success', timeout: 2000 });
      navigate('/haulers/collection');
    } catch (e) {
      flash.show(`Hauler was not removed: ${(e as Error).message}`, {
        severity: 'error',
        timeout: 2000,
      });
    }
  };

  return (
    <FormShell
      form={form}
      title="Hauler"
      onSave={save}
      readOnly={!canEdit}
      actions={<ConfirmDeleteButton label="Delete Hauler" onConfirm={deleteHauler} />}
    >
      <SwitchField control={form.control} name="active" label="Active" />
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <TextField
          label="Name"
          required
          error={errors.name?.message}
          reg={form.register('name', {
            validate: (s) => s.trim() !== '' || REQUIRED,
          })}
        />
        <SelectField
          label="Type"
          required
          error={errors.type?.message}
          options={TYPES}
          reg={form.register('type', { required: REQUIRED })}
        />
      </Stack>
    </FormShell>
  );
}
