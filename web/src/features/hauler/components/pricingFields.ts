// Every editable field of a roll-off pricing record, grouped as docs/decisions.md#records-and-fields
// groups them, with the kind that decides its input, its check and its saved value. No React here.

export type TextKind = 'money' | 'decimal' | 'int' | 'text' | 'multiline';

export interface TextFieldDef {
  key: string;
  label: string;
  kind: TextKind;
  required?: boolean;
}

import { REQUIRED } from '@shared/validation.ts';

export { REQUIRED };

/** The text inputs, by group (the references are selects, rendered apart). */
export const PRICING_TEXT_GROUPS: ReadonlyArray<{ title: string; fields: TextFieldDef[] }> = [
  {
    title: 'Money',
    fields: [
      { key: 'price', label: 'Price', kind: 'money' },
      { key: 'cost', label: 'Cost', kind: 'money' },
      { key: 'extraDayPrice', label: 'Extra day price', kind: 'money', required: true },
      { key: 'extraDayCost', label: 'Extra day cost', kind: 'money' },
      { key: 'pricePerTon', label: 'Price per ton', kind: 'money' },
      { key: 'costPerTon', label: 'Cost per ton', kind: 'money' },
    ],
  },
  {
    title: 'Fees and tax',
    fields: [
      { key: 'haulFlatRate', label: 'Haul flat rate', kind: 'money' },
      { key: 'deliveryFee', label: 'Delivery fee', kind: 'money' },
      { key: 'franchiseFee', label: 'Franchise fee', kind: 'money' },
      { key: 'miscFee', label: 'Misc fee', kind: 'money' },
      { key: 'feCombo', label: 'FE combo', kind: 'money' },
      { key: 'taxRate', label: 'Tax rate (%)', kind: 'decimal' },
    ],
  },
  {
    title: 'Quantity and rental',
    fields: [
      { key: 'tonnage', label: 'Tonnage', kind: 'decimal' },
      { key: 'rentalPeriod', label: 'Rental days', kind: 'int' },
      { key: 'actualVolume', label: 'Actual volume (yd³)', kind: 'decimal' },
    ],
  },
  {
    title: 'Sizing and ordering',
    fields: [
      { key: 'sellAs', label: 'Sell as', kind: 'text' },
      { key: 'length', label: 'Length (ft)', kind: 'decimal' },
      { key: 'width', label: 'Width (ft)', kind: 'decimal' },
      { key: 'height', label: 'Height (ft)', kind: 'decimal' },
      { key: 'rank', label: 'Rank', kind: 'int' },
      { key: 'netsuiteItemName', label: 'NetSuite item name', kind: 'text' },
    ],
  },
  {
    title: 'Notes',
    fields: [
      { key: 'costStructureNote', label: 'Cost structure note', kind: 'multiline' },
      { key: 'extraDayCostNote', label: 'Extra day cost note', kind: 'multiline' },
      { key: 'productNotes', label: 'Product notes', kind: 'multiline' },
    ],
  },
];

/** The preference flags. */
export const PREFERENCE_FLAGS = [
  { key: 'preferred', label: 'E-commerce preferred' },
  { key: 'makoPreferred', label: 'Mako preferred' },
  { key: 'quotePreferred', label: 'Quote preferred' },
] as const;

/** The accepted materials: a flag and its note each. */
export const MATERIALS = [
  ['yardWaste', 'Yard waste'],
  ['stumps', 'Stumps'],
  ['appliances', 'Appliances'],
  ['electronics', 'Electronics'],
  ['mattress', 'Mattress'],
  ['other', 'Other'],
  ['concrete', 'Concrete'],
  ['dirt', 'Dirt'],
  ['brick', 'Brick'],
  ['block', 'Block'],
  ['gravel', 'Gravel'],
  ['asphalt', 'Asphalt'],
  ['leed', 'LEED'],
] as const;

export const TEXT_FIELDS: TextFieldDef[] = [
  ...PRICING_TEXT_GROUPS.flatMap((g) => g.fields),
  ...MATERIALS.map(([k, label]) => ({
    key: `${k}Note`,
    label: `${label} note`,
    kind: 'text' as const,
  })),
];
export const FLAG_KEYS: string[] = [
  ...PREFERENCE_FLAGS.map((f) => f.key),
  ...MATERIALS.map(([k]) => k),
];

const MONEY = /^-?\d+(\.\d{1,2})?$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const INT = /^\d+$/;

/** The message for `value` of a field of `kind`, or true when it is fine. */
export function checkPricingText(def: TextFieldDef, value: string): true | string {
  const v = value.trim();
  if (!v) return def.required ? REQUIRED : true;
  if (def.kind === 'money') return MONEY.test(v) || 'Enter an amount like 250.00';
  if (def.kind === 'decimal') return DECIMAL.test(v) || 'Enter a number like 4.5';
  if (def.kind === 'int') return INT.test(v) || 'Enter a whole number';
  return true;
}

/** A text field's value as saved: null when empty, a number for whole-number fields. */
export function pricingTextValue(def: TextFieldDef, value: string): string | number | null {
  const v = value.trim();
  if (!v) return null;
  return def.kind === 'int' ? Number(v) : v;
}
