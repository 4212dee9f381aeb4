// Over 300 lines: every pricing field of one record, in the groups staff read them.
// The pricing form (Pricing tab): create or edit every field of a pricing record, grouped as
// docs/decisions.md#records-and-fields groups them (pricingFields.ts). A new record, or one whose waste type changed, gets rank 99; a new one without a brand or
// product gets the first of each (docs/decisions.md#states-and-transitions). Saving resets the form and shows the cards.
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { flash } from '../../../ui/flash/index.ts';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { FormShell } from '../../../ui/form/FormShell.tsx';
import { SelectField, SwitchField, TextField } from '../../../ui/form/fields.tsx';
import { useCreateRolloffPricingMutation } from '../mutations/CreateRolloffPricingMutation.ts';
import { useDeleteRolloffPricingMutation } from '../mutations/DeleteRolloffPricingMutation.ts';
import { useUpdateRolloffPricingMutation } from '../mutations/UpdateRolloffPricingMutation.ts';
import {
  FLAG_KEYS,
  MATERIALS,
  PREFERENCE_FLAGS,
  PRICING_TEXT_GROUPS,
  REQUIRED,
  TEXT_FIELDS,
  checkPricingText,
  pricingTextValue,
  type TextFieldDef,
} from './pricingFields.ts';
import { applyUserErrors, flashFailure } from './userErrors.ts';
import type { PricingForm_pricing$key } from './__generated__/PricingForm_pricing.graphql.ts';
import type { PricingForm_query$key } from './__generated__/PricingForm_query.graphql.ts';

const fragment = graphql`
  fragment PricingForm_query on Query {
    lookups {
      sizes {
        id
        name
      }
      wasteTypes {
        id
        name
      }
      brands {
        id
        name
      }
      productLines {
        id
        name
      }
      serviceTypes {
        id
        name
      }
      costStructures {
        id
        name
      }
    }
  }
`;

/* eslint-disable relay/unused-fields -- the fields are read by key from pricingFields.ts */
const pricingFragment = graphql`
  fragment PricingForm_pricing on RolloffPricing {
    id
    databaseId
    updatedAt
    size {
      id
      name
    }
    wasteType {
      id
      name
    }
    brand {
      id
    }
    productLine {
      id
    }
    serviceType {
      id
    }
    costStructure {
      id
    }
    price
    cost
    extraDayPrice
    extraDayCost
    pricePerTon
    costPerTon
    haulFlatRate
    deliveryFee
    franchiseFee
    miscFee
    feCombo
    taxRate
    tonnage
    rentalPeriod
    actualVolume
    sellAs
    length
    width
    height
    rank
    netsuiteItemName
    costStructureNote
    extraDayCostNote
    productNotes
    preferred
    makoPreferred
    quotePreferred
    yardWaste
    yardWasteNote
    stumps
    stumpsNote
    appliances
    appliancesNote
    electronics
    electronicsNote
    mattress
    mattressNote
    other
    otherNote
    concrete
    concreteNote
    dirt
    dirtNote
    brick
    brickNote
    block
    blockNote
    gravel
    gravelNote
    asphalt
    asphaltNote
    leed
    leedNote
  }
`;
/* eslint-enable relay/unused-fields */

export const NEW_PRICING_RANK = 99;

const REFS = [
  'sizeId',
  'wasteTypeId',
  'brandId',
  'productLineId',
  'serviceTypeId',
  'costStructureId',
] as const;
type Values = Record<string, string | boolean>;
const EMPTY: Values = Object.fromEntries([
  ...REFS.map((k) => [k, '']),
  ...TEXT_FIELDS.map((f) => [f.key, '']),
  ...FLAG_KEYS.map((k) => [k, false]),
]);

const orNull = (s: string | boolean) =>
  typeof s !== 'string' || s.trim() === '' ? null : s.trim();
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** `pricingRef` null creates a record in `zoneId`; otherwise edits (locked first) or deletes it. */
export function PricingForm({
  zoneId,
  queryRef,
  pricingRef,
  canEdit = true,
  onClose,
}: {
  zoneId: string;
  queryRef: PricingForm_query$key;
  pricingRef: PricingForm_pricing$key | null;
  canEdit?: boolean;
  onClose: () => void;
}) {
  const { lookups } = useFragment(fragment, queryRef);
  const record = useFragment(pricingFragment, pricingRef);
  const [create] = useCreateRolloffPricingMutation();
  const [update] = useUpdateRolloffPricingMutation();
  const [remove] = useDeleteRolloffPricingMutation();
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: record
      ? {
          sizeId: record.size?.id ?? '',
          wasteTypeId: record.wasteType?.id ?? '',
          brandId: record.brand?.id ?? '',
          productLineId: record.productLine?.id ?? '',
          serviceTypeId: record.serviceType?.id ?? '',
          costStructureId: record.costStructure?.id ?? '',
          ...Object.fromEntries(
            TEXT_FIELDS.map((f) => [f.key, str((record as Record<string, unknown>)[f.key])]),
          ),
          ...Object.fromEntries(
            FLAG_KEYS.map((k) => [k, !!(record as Record<string, unknown>)[k]]),
          ),
        }
      : EMPTY,
  });
  const { errors } = form.formState;
  const opts = (list: ReadonlyArray<{ id: string; name: string }>) =>
    list.map((x) => ({ value: x.id, label: x.name }));

  const fieldsOf = (v: Values) => ({
    sizeId: String(v.sizeId),
    wasteTypeId: String(v.wasteTypeId),
    serviceTypeId: orNull(v.serviceTypeId),
    costStructureId: orNull(v.costStructureId),
    ...Object.fromEntries(
      TEXT_FIELDS.map((f) => [f.key, pricingTextValue(f, String(v[f.key]))])
        // An emptied rank keeps the record's rank (it cannot be null).
        .filter(([k, value]) => !(k === 'rank' && value === null)),
    ),
    ...Object.fromEntries(FLAG_KEYS.map((k) => [k, !!v[k]])),
  });
  const allFields = [...REFS, ...TEXT_FIELDS.map((f) => f.key), ...FLAG_KEYS];

  const save = async (v: Values) => {
    const failure = record
      ? `There was an error while updating pricing record ${record.databaseId}`
      : 'There was an error while creating pricing record';
    try {
      let userErrors;
      if (record) {
        const res = await update({
          ...fieldsOf(v),
          id: record.id,
          updatedAt: record.updatedAt,
          brandId: orNull(v.brandId),
          productLineId: orNull(v.productLineId),
          // A changed waste type goes to the end of the zone's order.
          ...(v.wasteTypeId !== (record.wasteType?.id ?? '') ? { rank: NEW_PRICING_RANK } : {}),
        });
        ({ userErrors } = res.updateRolloffPricing);
      } else {
        const res = await create({
          ...fieldsOf(v),
          zoneId,
          brandId: orNull(v.brandId) ?? lookups.brands[0]?.id ?? null,
          productLineId: orNull(v.productLineId) ?? lookups.productLines[0]?.id ?? null,
          rank: NEW_PRICING_RANK,
        });
        ({ userErrors } = res.createRolloffPricing);
      }
      const rest = applyUserErrors(userErrors, form.setError, allFields);
      if (userErrors.length) {
        if (rest.length) flashFailure(failure, rest);
        return false;
      }
      if (record)
        flash.show('Pricing record updated successfully', { severity: 'success', timeout: 2500 });
      else
        flash.show('Pricing Record created successfully', { severity: 'success', timeout: 2000 });
      form.reset(EMPTY);
      onClose();
      return true;
    } catch {
      flashFailure(failure);
      return false;
    }
  };

  const deleteRecord = async () => {
    if (!record) return;
    const failure = `There was an error while deleting pricing record ${record.databaseId}`;
    try {
      const res = await remove(record.id, zoneId);
      if (!res.deleteRolloffPricing.deletedId) {
        flashFailure(
          failure,
          res.deleteRolloffPricing.userErrors.map((e) => e.message),
        );
        return;
      }
      flash.show('Pricing Record deleted successfully', { severity: 'success', timeout: 2000 });
      onClose();
    } catch {
      flashFailure(failure);
    }
  };

  const select = (
    k: (typeof REFS)[number],
    label: string,
    list: ReadonlyArray<{ id: string; name: string }>,
    required = false,
  ) => (
    <SelectField
      label={label}
      required={required}
      empty={required ? 'pick one' : 'none'}
      options={opts(list)}
      error={errors[k]?.message}
      reg={form.register(k, required ? { required: REQUIRED } : {})}
    />
  );
  const text = (f: TextFieldDef) => (
    <TextField
      key={f.key}
      label={f.label}
      required={f.required}
      multiline={f.kind === 'multiline'}
      // A new record's rank is set on save (99).
      disabled={f.key === 'rank' && !record}
      helper={
        f.key === 'rank' && !record ? `A new record gets rank ${NEW_PRICING_RANK}` : undefined
      }
      error={errors[f.key]?.message as string | undefined}
      reg={form.register(f.key, { validate: (s) => checkPricingText(f, String(s ?? '')) })}
    />
  );
  const flag = (key: string, label: string) => (
    <SwitchField key={key} label={label} control={form.control} name={key} />
  );

  return (
    <FormShell
      form={form}
      title={
        record
          ? `Pricing: ${record.size?.name ?? 'no size'} ${record.wasteType?.name ?? ''} (#${record.databaseId})`
          : 'New Pricing Record'
      }
      onSave={save}
      creating={!record}
      readOnly={!canEdit}
      onCancel={onClose}
      actions={<ConfirmDeleteButton label="Delete Pricing Record" onConfirm={deleteRecord} />}
    >
      <Heading size="sm">Product</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {select('sizeId', 'Size', lookups.sizes, true)}
        {select('wasteTypeId', 'Waste type', lookups.wasteTypes, true)}
        {select('brandId', 'Brand', lookups.brands)}
        {select('productLineId', 'Product', lookups.productLines)}
        {select('serviceTypeId', 'Service type', lookups.serviceTypes)}
        {select('costStructureId', 'Cost structure', lookups.costStructures)}
      </SimpleGrid>
      {PRICING_TEXT_GROUPS.map((g) => (
        <Box key={g.title} display="contents">
          <Heading size="sm">{g.title}</Heading>
          <SimpleGrid columns={{ base: 1, md: g.title === 'Notes' ? 1 : 3 }} gap="4">
            {g.fields.map(text)}
          </SimpleGrid>
        </Box>
      ))}
      <Heading size="sm">Preferences</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {PREFERENCE_FLAGS.map((f) => flag(f.key, f.label))}
      </SimpleGrid>
      <Heading size="sm">Accepted materials</Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="center">
        {MATERIALS.map(([k, label]) => (
          <Box key={k} display="contents">
            {flag(k, label)}
            {text({ key: `${k}Note`, label: `${label} note`, kind: 'text' })}
          </Box>
        ))}
      </SimpleGrid>
    </FormShell>
  );
}
