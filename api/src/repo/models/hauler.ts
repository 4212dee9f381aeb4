// The hauler model: the partner company, with its locations.
import { asc, eq, inArray } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import * as f from '../../schemas/models.ts';
import { toApi, type ResourceDef } from '../records.ts';

export const hauler: ResourceDef = {
  key: 'hauler',
  title: 'Hauler',
  table: t.haulers,
  fields: f.haulerFields,
  ignore: f.haulerIgnored,
  createRequired: ['name', 'type'],
  updateRequired: ['name', 'type'],
  dropNulls: true,
  async afterWrite(db, id, rest) {
    if (!Array.isArray(rest.locations)) return;
    await db.delete(t.locations).where(eq(t.locations.hauler_id, id));
    const rows = (rest.locations as Record<string, unknown>[]).map((l) => {
      const { id: _id, created_at: _c, updated_at: _u, created_by: _cb, updated_by: _ub, ...v } = l;
      return { ...v, hauler_id: id };
    });
    if (rows.length) await db.insert(t.locations).values(rows as never);
  },
  async expand(db, rows, opts) {
    if (!opts.full) return rows;
    const ids = rows.map((r) => r.id as number);
    const locs = await db
      .select()
      .from(t.locations)
      .where(inArray(t.locations.hauler_id, ids))
      .orderBy(asc(t.locations.id));
    const notes = await db
      .select({ hauler_id: t.noteHaulers.hauler_id, note: t.notes })
      .from(t.noteHaulers)
      .innerJoin(t.notes, eq(t.notes.id, t.noteHaulers.note_id))
      .where(inArray(t.noteHaulers.hauler_id, ids));
    const alerts = await db
      .select({ hauler_id: t.alertHaulers.hauler_id, alert: t.alerts })
      .from(t.alertHaulers)
      .innerJoin(t.alerts, eq(t.alerts.id, t.alertHaulers.alert_id))
      .where(inArray(t.alertHaulers.hauler_id, ids));
    for (const r of rows) {
      r.locations = locs.filter((l) => l.hauler_id === r.id).map(toApi);
      r.notes = notes.filter((n) => n.hauler_id === r.id).map((n) => toApi(n.note));
      r.alerts = alerts.filter((a) => a.hauler_id === r.id).map((a) => toApi(a.alert));
    }
    return rows;
  },
};
