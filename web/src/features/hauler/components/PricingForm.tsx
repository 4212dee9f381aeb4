// The pricing form (Pricing tab): create or edit a record's references, money, quantities and
// notes. A new record, or one whose waste type changed, gets rank 99; a new one without a brand or
// product gets the first of each (docs/decisions.md#states-and-transitions). Saving resets the form and shows the cards.
import { Heading, SimpleGrid } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { flash } from '../../../ui/flash/index.ts';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { FormShell } from '../../../ui/form/FormShell.tsx';
import { SelectField, TextField } from '../../../ui/form/fields.tsx';
import { useCreateRolloffPricingMutation } from '../mutations/CreateRolloffPricingMutation.ts';
import { useDeleteRolloffPricingMutation } from '../mutations/DeleteRolloffPricingMutation.ts';
import { useUpdateRolloffPricingMutation } from '../mutations/UpdateRolloffPricingMutation.ts';
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
    tonnage
    rentalPeriod
    taxRate
    productNotes
  }
`;

export const NEW_PRICING_RANK = 99;
const REQUIRED = 'This field is required';
const MONEY = /^-?\d+(\.\d{1,2})?$/;
const money = (s: string) =>
  s.trim() === '' || MONEY.test(s.trim()) || 'Enter an amount like 250.00';
const requiredMoney = (s: string) => (s.trim() === '' ? REQUIRED : money(s));

const REFS = [
  'sizeId',
  'wasteTypeId',
  'brandId',
  'productLineId',
  'serviceTypeId',
  'costStructureId',
] as const;
const MONEYS = [
  'price',
  'cost',
  'extraDayPrice',
  'extraDayCost',
  'pricePerTon',
  'costPerTon',
] as const;
const TEXTS = ['tonnage', 'rentalPeriod', 'taxRate', 'productNotes'] as const;
type Key = (typeof REFS)[number] | (typeof MONEYS)[number] | (typeof TEXTS)[number];
type Values = Record<Key, string>;
const EMPTY = Object.fromEntries([...REFS, ...MONEYS, ...TEXTS].map((k) => [k, ''])) as Values;

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

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
          price: record.price ?? '',
          cost: record.cost ?? '',
          extraDayPrice: record.extraDayPrice ?? '',
          extraDayCost: record.extraDayCost ?? '',
          pricePerTon: record.pricePerTon ?? '',
          costPerTon: record.costPerTon ?? '',
          tonnage: record.tonnage ?? '',
          rentalPeriod: record.rentalPeriod == null ? '' : String(record.rentalPeriod),
          taxRate: record.taxRate ?? '',
          productNotes: record.productNotes ?? '',
        }
      : EMPTY,
  });
  const { errors } = form.formState;
  const opts = (list: ReadonlyArray<{ id: string; name: string }>) =>
    list.map((x) => ({ value: x.id, label: x.name }));

  const fieldsOf = (v: Values) => ({
    sizeId: v.sizeId,
    wasteTypeId: v.wasteTypeId,
    serviceTypeId: orNull(v.serviceTypeId),
    costStructureId: orNull(v.costStructureId),
    price: orNull(v.price),
    cost: orNull(v.cost),
    extraDayPrice: orNull(v.extraDayPrice),
    extraDayCost: orNull(v.extraDayCost),
    pricePerTon: orNull(v.pricePerTon),
    costPerTon: orNull(v.costPerTon),
    tonnage: orNull(v.tonnage),
    rentalPeriod: v.rentalPeriod.trim() ? Number(v.rentalPeriod) : null,
    taxRate: orNull(v.taxRate),
    productNotes: orNull(v.productNotes),
  });
  const allFields = [...REFS, ...MONEYS, ...TEXTS];

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
  const text = (
    k: Key,
    label: string,
    validate?: (s: string) => true | string,
    required = false,
  ) => (
    <TextField
      label={label}
      required={required}
      error={errors[k]?.message}
      reg={form.register(k, { validate })}
    />
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
      <Heading size="sm">Money</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {text('price', 'Price', money)}
        {text('cost', 'Cost', money)}
        {text('extraDayPrice', 'Extra day price', requiredMoney, true)}
        {text('extraDayCost', 'Extra day cost', money)}
        {text('pricePerTon', 'Price per ton', money)}
        {text('costPerTon', 'Cost per ton', money)}
      </SimpleGrid>
      <Heading size="sm">Quantity and rental</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {text(
          'tonnage',
          'Tonnage',
          (s) => s.trim() === '' || /^\d+(\.\d+)?$/.test(s.trim()) || 'Enter tons like 4.00',
        )}
        {text(
          'rentalPeriod',
          'Rental days',
          (s) => s.trim() === '' || /^\d+$/.test(s.trim()) || 'Enter whole days',
        )}
        {text(
          'taxRate',
          'Tax rate (%)',
          (s) => s.trim() === '' || /^\d+(\.\d+)?$/.test(s.trim()) || 'Enter a percent like 8.25',
        )}
      </SimpleGrid>
      <TextField
        label="Product notes"
        multiline
        error={errors.productNotes?.message}
        reg={form.register('productNotes')}
      />
    </FormShell>
  );
}
