// The pricing form (Pricing tab, creating a record): references, money, quantities and notes.
// A new record gets rank 99 and, without a brand or product, the first of each (spec 1 section 4).
import { Heading, SimpleGrid } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { flash } from '../../../ui/flash/index.ts';
import { FormShell } from '../../../ui/form/FormShell.tsx';
import { SelectField, TextField } from '../../../ui/form/fields.tsx';
import { useCreateRolloffPricingMutation } from '../mutations/CreateRolloffPricingMutation.ts';
import { applyUserErrors, flashFailure } from './userErrors.ts';
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

export function PricingForm({
  zoneId,
  queryRef,
  onClose,
}: {
  zoneId: string;
  queryRef: PricingForm_query$key;
  onClose: () => void;
}) {
  const { lookups } = useFragment(fragment, queryRef);
  const [create] = useCreateRolloffPricingMutation();
  const form = useForm<Values>({ mode: 'onChange', defaultValues: EMPTY });
  const { errors } = form.formState;
  const opts = (list: ReadonlyArray<{ id: string; name: string }>) =>
    list.map((x) => ({ value: x.id, label: x.name }));

  const save = async (v: Values) => {
    try {
      const res = await create({
        zoneId,
        sizeId: v.sizeId,
        wasteTypeId: v.wasteTypeId,
        brandId: orNull(v.brandId) ?? lookups.brands[0]?.id ?? null,
        productLineId: orNull(v.productLineId) ?? lookups.productLines[0]?.id ?? null,
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
        rank: NEW_PRICING_RANK,
      });
      const { rolloffPricing, userErrors } = res.createRolloffPricing;
      const rest = applyUserErrors(userErrors, form.setError, [...REFS, ...MONEYS, ...TEXTS]);
      if (!rolloffPricing) {
        if (rest.length || !userErrors.length)
          flashFailure('There was an error while creating pricing record', rest);
        return false;
      }
      flash.show('Pricing Record created successfully', { severity: 'success', timeout: 2000 });
      form.reset(EMPTY);
      onClose();
      return true;
    } catch {
      flashFailure('There was an error while creating pricing record');
      return false;
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
    <FormShell form={form} title="New Pricing Record" onSave={save} creating onCancel={onClose}>
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
