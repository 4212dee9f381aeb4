// The geo-note model: a named, coloured area staff see on the quote page.
import * as t from '../../db/schema.ts';
import * as f from '../../schemas/models.ts';
import { type ResourceDef } from '../records.ts';
import { withBounds } from './common.ts';

export const geoNote: ResourceDef = {
  key: 'geo-note',
  title: 'Geo note',
  table: t.geoNotes,
  fields: f.geoNoteFields,
  ignore: f.geoNoteIgnored,
  createRequired: ['name', 'color', 'description'],
  updateRequired: ['name', 'color', 'description'],
  dropNulls: true,
  prepare: (values) => withBounds(values),
};
