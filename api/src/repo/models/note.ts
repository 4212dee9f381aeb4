// The note model: notes linked to haulers, zones and pricing records.
import * as t from '../../db/schema.ts';
import * as f from '../../schemas/models.ts';
import { type ResourceDef } from '../records.ts';

export const note: ResourceDef = {
  key: 'note',
  title: 'Note',
  table: t.notes,
  fields: f.noteFields,
  ignore: f.noteIgnored,
  createRequired: ['description'],
  updateRequired: ['description'],
  dropNulls: true,
  links: [
    { field: 'haulers', table: t.noteHaulers, owner: 'note_id', target: 'hauler_id' },
    {
      field: 'service_areas',
      table: t.noteServiceAreas,
      owner: 'note_id',
      target: 'service_area_id',
    },
    {
      field: 'rolloff_pricing',
      table: t.noteRolloffPricing,
      owner: 'note_id',
      target: 'rolloff_pricing_id',
    },
  ],
  validate(merged): Record<string, string> {
    if (merged.rel_id && !merged.type) return { type: 'This field is required' };
    return {};
  },
  async afterWrite(db, id, rest) {
    if (!rest.rel_id || !rest.type) return;
    const rel = rest.rel_id as number;
    if (rest.type === 'hauler')
      await db.insert(t.noteHaulers).values({ note_id: id, hauler_id: rel }).onConflictDoNothing();
    if (rest.type === 'serviceArea')
      await db
        .insert(t.noteServiceAreas)
        .values({ note_id: id, service_area_id: rel })
        .onConflictDoNothing();
    if (rest.type === 'product')
      await db
        .insert(t.noteRolloffPricing)
        .values({ note_id: id, rolloff_pricing_id: rel })
        .onConflictDoNothing();
  },
};
