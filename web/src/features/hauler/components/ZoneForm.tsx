// The zone form (docs/decisions.md#routes-and-screens "Zone form fields"; issue 11): Zone Info and the creating mode
// ('+ Add Zone'). Name, search text and service area defined are required, and a market; the name
// is locked once the zone exists and is active. Saving locks the form again; Discard reloads.
import { Field, HStack, RadioGroup, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay/hooks';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { flash } from '../../../ui/flash/index.ts';
import { FormShell, useShellLocked } from '../../../ui/form/FormShell.tsx';
import { SelectField, TextField } from '../../../ui/form/fields.tsx';
import { useCreateZoneMutation } from '../mutations/CreateZoneMutation.ts';
import { useDeleteZoneMutation } from '../mutations/DeleteZoneMutation.ts';
import { useUpdateZoneMutation } from '../mutations/UpdateZoneMutation.ts';
import { applyUserErrors, flashFailure, staleMessage } from './userErrors.ts';
import type { ZoneForm_query$key } from './__generated__/ZoneForm_query.graphql.ts';
import type { ZoneForm_zone$key } from './__generated__/ZoneForm_zone.graphql.ts';

const zoneFragment = graphql`
  fragment ZoneForm_zone on Zone @refetchable(queryName: "ZoneFormRefetchQuery") {
    id
    name
    active
    searchText
    serviceAreaDefined
    permitInfo
    netsuiteName
    specialUse
    updatedAt
    market {
      id
      name
    }
    region {
      id
      databaseId
    }
  }
`;

const queryFragment = graphql`
  fragment ZoneForm_query on Query {
    markets(first: 100) @include(if: $canEdit) {
      nodes {
        id
        name
      }
    }
  }
`;

const REQUIRED = 'This field is required';
const TEXT_FIELDS = [
  'name',
  'searchText',
  'serviceAreaDefined',
  'permitInfo',
  'netsuiteName',
  'specialUse',
] as const;
type Values = Record<(typeof TEXT_FIELDS)[number], string> & { marketId: string; active: string };

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const required = (s: string) => s.trim() !== '' || REQUIRED;

function ActiveRadios({ control }: { control: ReturnType<typeof useForm<Values>>['control'] }) {
  const locked = useShellLocked();
  return (
    <Controller
      control={control}
      name="active"
      render={({ field }) => (
        <Field.Root>
          <Field.Label>Active</Field.Label>
          <RadioGroup.Root
            value={field.value}
            onValueChange={(e) => field.onChange(e.value)}
            disabled={locked}
            colorPalette="teal"
          >
            <HStack gap="5">
              {[
                ['1', '1 (active)'],
                ['0', '0 (inactive)'],
              ].map(([value, label]) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Field.Root>
      )}
    />
  );
}

/** The zone form; `zoneRef` null creates a zone in `regionId` (database or global id). */
export function ZoneForm({
  zoneRef,
  queryRef,
  regionId,
  canEdit,
  onDone,
}: {
  zoneRef: ZoneForm_zone$key | null;
  queryRef: ZoneForm_query$key;
  regionId?: string;
  canEdit: boolean;
  /** After creating or deleting: the new selection of the page. */
  onDone: (selection: Record<string, string>) => void;
}) {
  const [zone, refetch] = useRefetchableFragment(zoneFragment, zoneRef);
  const [conflict, setConflict] = useState<string | null>(null);
  const { markets } = useFragment(queryFragment, queryRef);
  const [create] = useCreateZoneMutation();
  const [update] = useUpdateZoneMutation();
  const [remove] = useDeleteZoneMutation();
  const creating = !zone;
  const form = useForm<Values>({
    mode: 'onChange',
    values: zone
      ? {
          ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, zone[f] ?? ''])) as Record<
            (typeof TEXT_FIELDS)[number],
            string
          >),
          marketId: zone.market?.id ?? '',
          active: zone.active ? '1' : '0',
        }
      : {
          name: '',
          searchText: '',
          serviceAreaDefined: '',
          permitInfo: '',
          netsuiteName: '',
          specialUse: '',
          marketId: '',
          active: '1',
        },
  });
  const { errors } = form.formState;
  const nameLocked = !!zone && zone.active;
  const marketOptions = (markets?.nodes ?? (zone?.market ? [zone.market] : [])).map((m) => ({
    value: m.id,
    label: m.name,
  }));

  const save = async (v: Values) => {
    const fields = {
      searchText: v.searchText.trim(),
      serviceAreaDefined: v.serviceAreaDefined.trim(),
      permitInfo: orNull(v.permitInfo),
      netsuiteName: orNull(v.netsuiteName),
      specialUse: orNull(v.specialUse),
      marketId: v.marketId,
      active: v.active === '1',
      ...(nameLocked ? {} : { name: v.name.trim() }),
    };
    const fieldNames = [...TEXT_FIELDS, 'marketId'];
    try {
      if (creating) {
        const res = await create({
          ...fields,
          name: v.name.trim(),
          regionId: regionGlobalId(regionId!),
        });
        const { zone: created, userErrors } = res.createZone;
        const rest = applyUserErrors(userErrors, form.setError, fieldNames);
        if (!created) {
          flashFailure('There was an error creating the zone', rest);
          return false;
        }
        flash.show('Successfully Created Zone', { severity: 'success', timeout: 2000 });
        onDone({ zone: String(created.databaseId) });
        return true;
      }
      const res = await update({ ...fields, id: zone.id, updatedAt: zone.updatedAt });
      const { userErrors } = res.updateZone;
      setConflict(staleMessage(userErrors));
      const rest = applyUserErrors(userErrors, form.setError, fieldNames);
      if (userErrors.length) {
        flashFailure('There was an error updating zone', rest);
        return false;
      }
      flash.show('Successfully Saved Zone', { severity: 'success', timeout: 2000 });
      return true;
    } catch {
      flashFailure(
        creating ? 'There was an error creating the zone' : 'There was an error updating zone',
      );
      return false;
    }
  };

  const deleteZone = async () => {
    if (!zone) return;
    try {
      const res = await remove(zone.id, zone.region.id);
      if (!res.deleteZone.deletedId) {
        flashFailure(
          'There was an error deleting the zone',
          res.deleteZone.userErrors.map((e) => e.message),
        );
        return;
      }
      flash.show('Successfully Deleted Zone', { severity: 'success', timeout: 2000 });
      onDone({ region: String(zone.region.databaseId) });
    } catch {
      flashFailure('There was an error deleting the zone');
    }
  };

  return (
    <FormShell
      form={form}
      title={creating ? 'New Zone' : 'Zone Info'}
      onSave={save}
      creating={creating}
      readOnly={!canEdit}
      lockAfterSave
      onCancel={() => onDone(regionId ? { region: regionId } : {})}
      onDiscard={() => {
        setConflict(null);
        refetch({}, { fetchPolicy: 'network-only' });
      }}
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
      actions={<ConfirmDeleteButton label="Delete Zone" onConfirm={deleteZone} />}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Name"
          required
          disabled={nameLocked}
          helper={nameLocked ? 'Locked while the zone is active' : undefined}
          error={errors.name?.message}
          reg={form.register('name', { validate: nameLocked ? undefined : required })}
        />
        <SelectField
          label="Market"
          required
          options={marketOptions}
          error={errors.marketId?.message}
          reg={form.register('marketId', { required: REQUIRED })}
        />
        <TextField
          label="Service area defined"
          required
          error={errors.serviceAreaDefined?.message}
          reg={form.register('serviceAreaDefined', { validate: required })}
        />
        <TextField
          label="Netsuite name"
          error={errors.netsuiteName?.message}
          reg={form.register('netsuiteName')}
        />
        <TextField
          label="Special use"
          helper="e.g. Landfill; leave empty for a normal zone"
          error={errors.specialUse?.message}
          reg={form.register('specialUse')}
        />
        <ActiveRadios control={form.control} />
      </SimpleGrid>
      <TextField
        label="Search text (ZIP codes, comma separated)"
        required
        multiline
        error={errors.searchText?.message}
        reg={form.register('searchText', { validate: required })}
      />
      <TextField
        label="Permit notes"
        multiline
        error={errors.permitInfo?.message}
        reg={form.register('permitInfo')}
      />
    </FormShell>
  );
}

/** The region's global id (the URL carries the database id). */
function regionGlobalId(id: string): string {
  return /^\d+$/.test(id) ? btoa(`Region:${id}`) : id;
}
