// The region form (docs/decisions.md#routes-and-screens "Region form fields"): the Region Info tab, and the creating
// mode ('+ Add Region'). netsuite_id is editable only while creating or when the region is inactive.
import { SimpleGrid } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { flash } from '../../../ui/flash/index.ts';
import { FormShell } from '../../../ui/form/FormShell.tsx';
import { SelectField, SwitchField, TextField } from '../../../ui/form/fields.tsx';
import { useCreateRegionMutation } from '../mutations/CreateRegionMutation.ts';
import { useDeleteRegionMutation } from '../mutations/DeleteRegionMutation.ts';
import { useUpdateRegionMutation } from '../mutations/UpdateRegionMutation.ts';
import { TERRITORIES } from './HaulerSidebar.tsx';
import { US_STATES } from './usStates.ts';
import { applyUserErrors, flashFailure, staleMessage } from './userErrors.ts';
import type {
  RegionForm_region$key,
  Territory,
} from './__generated__/RegionForm_region.graphql.ts';

const fragment = graphql`
  fragment RegionForm_region on Region @refetchable(queryName: "RegionFormRefetchQuery") {
    id
    name
    netsuiteId
    phone
    territory
    streetAddress
    city
    state
    zipCode
    notes
    active
    dispatcherActive
    updatedAt
    hauler {
      id
    }
  }
`;

const REQUIRED = 'This field is required';
const FIELDS = [
  'name',
  'netsuiteId',
  'phone',
  'territory',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'notes',
] as const;

type Values = Record<(typeof FIELDS)[number], string> & {
  active: boolean;
  dispatcherActive: boolean;
};

const EMPTY: Values = {
  name: '',
  netsuiteId: '',
  phone: '',
  territory: '',
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
  notes: '',
  active: true,
  dispatcherActive: false,
};

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The region form; `regionRef` null creates a region of `haulerId`. */
export function RegionForm({
  regionRef,
  haulerId,
  canEdit = true,
  onDone,
}: {
  regionRef: RegionForm_region$key | null;
  haulerId?: string;
  canEdit?: boolean;
  /** After creating or deleting: the new selection of the page. */
  onDone: (selection: Record<string, string>) => void;
}) {
  const [region, refetch] = useRefetchableFragment(fragment, regionRef);
  const [conflict, setConflict] = useState<string | null>(null);
  const [create] = useCreateRegionMutation();
  const [update] = useUpdateRegionMutation();
  const [remove] = useDeleteRegionMutation();
  const creating = !region;
  const form = useForm<Values>({
    mode: 'onChange',
    values: region
      ? ({
          ...Object.fromEntries(FIELDS.map((f) => [f, region[f] ?? ''])),
          active: region.active,
          dispatcherActive: region.dispatcherActive,
        } as Values)
      : EMPTY,
  });
  const { errors } = form.formState;
  const netsuiteLocked = !!region && region.active;

  const save = async (v: Values) => {
    const fields = {
      name: v.name.trim(),
      phone: orNull(v.phone),
      territory: orNull(v.territory) as Territory | null,
      streetAddress: orNull(v.streetAddress),
      city: orNull(v.city),
      state: orNull(v.state),
      zipCode: orNull(v.zipCode),
      notes: orNull(v.notes),
      active: v.active,
      dispatcherActive: v.dispatcherActive,
      ...(netsuiteLocked ? {} : { netsuiteId: orNull(v.netsuiteId) }),
    };
    try {
      if (creating) {
        const res = await create({ ...fields, haulerId: haulerId! });
        const { region: created, userErrors } = res.createRegion;
        const rest = applyUserErrors(userErrors, form.setError, FIELDS);
        if (!created) {
          flashFailure('There was an error creating the region', rest);
          return false;
        }
        flash.show('Created Region Successfully', { severity: 'success', timeout: 2000 });
        onDone({ region: String(created.databaseId) });
        return true;
      }
      const res = await update({ ...fields, id: region.id, updatedAt: region.updatedAt });
      const { userErrors } = res.updateRegion;
      setConflict(staleMessage(userErrors));
      const rest = applyUserErrors(userErrors, form.setError, FIELDS);
      if (userErrors.length) {
        flashFailure('There was an error updating region', rest);
        return false;
      }
      flash.show('Saved Region Successfully', { severity: 'success', timeout: 2000 });
      return true;
    } catch {
      flashFailure(
        creating ? 'There was an error creating the region' : 'There was an error updating region',
      );
      return false;
    }
  };

  const deleteRegion = async () => {
    if (!region) return;
    try {
      const res = await remove(region.id, region.hauler.id);
      if (!res.deleteRegion.deletedId) {
        flashFailure(
          'There was an error deleting the region',
          res.deleteRegion.userErrors.map((e) => e.message),
        );
        return;
      }
      flash.show('Deleted Region Successfully', { severity: 'success', timeout: 2000 });
      onDone({});
    } catch {
      flashFailure('There was an error deleting the region');
    }
  };

  return (
    <FormShell
      form={form}
      title={creating ? 'New Region' : 'Region Info'}
      onSave={save}
      creating={creating}
      readOnly={!canEdit}
      onCancel={() => onDone({})}
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
      actions={
        <ConfirmDeleteButton
          label="Delete Region"
          confirmLabel="Are you Sure?"
          cancelLabel="Cancel"
          onConfirm={deleteRegion}
        />
      }
    >
      <SwitchField control={form.control} name="active" label="Active" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Name"
          required
          error={errors.name?.message}
          reg={form.register('name', { validate: (s) => s.trim() !== '' || REQUIRED })}
        />
        <TextField
          label="Netsuite ID"
          disabled={netsuiteLocked}
          helper={netsuiteLocked ? 'Can be changed only while the region is inactive' : undefined}
          error={errors.netsuiteId?.message}
          reg={form.register('netsuiteId')}
        />
        <TextField
          label="Phone"
          error={errors.phone?.message}
          helper="10 digits"
          reg={form.register('phone', {
            validate: (s) =>
              s.trim() === '' || /^\d{10}$/.test(s.trim()) || 'Phone must be 10 digits',
          })}
        />
        <SelectField
          label="Territory"
          empty="none"
          options={TERRITORIES.map((t) => ({ value: t, label: t }))}
          error={errors.territory?.message}
          reg={form.register('territory')}
        />
        <TextField
          label="Street address"
          error={errors.streetAddress?.message}
          reg={form.register('streetAddress')}
        />
        <TextField label="City" error={errors.city?.message} reg={form.register('city')} />
        <SelectField
          label="State"
          options={US_STATES}
          error={errors.state?.message}
          reg={form.register('state')}
        />
        <TextField
          label="Zip"
          error={errors.zipCode?.message}
          reg={form.register('zipCode', {
            validate: (s) => s.trim() === '' || /^\d{5}$/.test(s.trim()) || 'Zip must be 5 digits',
          })}
        />
      </SimpleGrid>
      <TextField
        label="General notes"
        multiline
        error={errors.notes?.message}
        reg={form.register('notes')}
      />
      <SwitchField control={form.control} name="dispatcherActive" label="Dispatcher Active" />
    </FormShell>
  );
}
