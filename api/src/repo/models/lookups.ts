// The lookup models: sizes and waste types.
import * as t from '../../db/schema.ts';
import * as f from '../../schemas/models.ts';
import { type ResourceDef } from '../records.ts';

export const size: ResourceDef = {
  key: 'size',
  title: 'Size',
  table: t.sizes,
  fields: f.sizeFields,
  createRequired: ['name'],
  updateRequired: ['name'],
  dropNulls: true,
  defaultSort: 'id',
  prepare(values) {
    if (typeof values.name === 'string') {
      const n = values.name.trim();
      values.name = / yard$/i.test(n) ? n : `${n} Yard`;
    }
  },
};

export const wasteType: ResourceDef = {
  key: 'waste-type',
  title: 'Waste type',
  table: t.wasteTypes,
  fields: f.wasteTypeFields,
  createRequired: ['name'],
  updateRequired: ['name'],
  dropNulls: true,
};
