// The scheduled work of docs/decisions.md#availability: at each region's local midnight the
// contract takes effect and current availability is recalculated; expirationDate exceptions are
// deleted at the start of their date; checkBack exceptions raise an alert on their date.
import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../db/client.ts';
import {
  alertHaulers,
  alertRegions,
  alerts,
  currentAvailability,
  exceptions,
  regions,
} from '../db/schema.ts';
import { recalculateRegion } from '../domain/availability/store.ts';
import { scheduleJobs, type JobHandler, type NewJob } from './queue.ts';

/** Bulk exceptions have no region: their dates start with the earliest US midnight (Eastern). */
const BULK_ZONE = 'America/New_York';

/** Start of a local date in a zone, as a Date. */
export function startOfLocalDate(isoDate: string, zone: string): Date {
  return DateTime.fromISO(isoDate, { zone }).startOf('day').toJSDate();
}

/**
 * Schedules the coming jobs: each region's next local midnight (and today's when the stored
 * current availability predates it), and the exception dates. Keys make this idempotent.
 */
export async function planAvailabilityJobs(db: Db, now: Date): Promise<void> {
  const regionRows = await db
    .select({
      id: regions.id,
      timezone: regions.timezone,
      calculated_at: currentAvailability.calculated_at,
    })
    .from(regions)
    .leftJoin(currentAvailability, eq(currentAvailability.region_id, regions.id));
  const list: NewJob[] = [];
  const activation = (regionId: number, day: DateTime): NewJob => ({
    name: 'availability.activate',
    key: `activate:${regionId}:${day.toISODate()}`,
    runAt: day.toJSDate(),
    payload: { regionId, date: day.toISODate() },
  });
  for (const r of regionRows) {
    const local = DateTime.fromJSDate(now).setZone(r.timezone);
    if (!local.isValid) continue;
    const today = local.startOf('day');
    list.push(activation(r.id, today.plus({ days: 1 })));
    // Catch up after downtime: a midnight passed since the last calculation.
    if (r.calculated_at && new Date(r.calculated_at) < today.toJSDate())
      list.push(activation(r.id, today));
  }
  const dated = await db
    .select({
      id: exceptions.id,
      region_id: exceptions.region_id,
      action_type: exceptions.action_type,
      action_date: exceptions.action_date,
      timezone: regions.timezone,
    })
    .from(exceptions)
    .leftJoin(regions, eq(regions.id, exceptions.region_id))
    .where(inArray(exceptions.action_type, ['expirationDate', 'checkBack']));
  for (const ex of dated) {
    if (!ex.action_date) continue;
    const zone = ex.timezone ?? BULK_ZONE;
    const runAt = startOfLocalDate(ex.action_date, zone);
    const expire = ex.action_type === 'expirationDate';
    // A check-back date long gone (e.g. while the service was down for days) raises no alert burst.
    if (!expire && runAt.getTime() < now.getTime() - 2 * 86_400_000) continue;
    list.push({
      name: expire ? 'exception.expire' : 'exception.checkBack',
      key: `${expire ? 'expire' : 'checkback'}:${ex.id}:${ex.action_date}`,
      runAt,
      payload: { exceptionId: ex.id, date: ex.action_date },
    });
  }
  await scheduleJobs(db, list);
}

const activate: JobHandler = async (job, { db, now }) => {
  await recalculateRegion(db, Number(job.payload.regionId), now);
};

const expire: JobHandler = async (job, { db, now }) => {
  const id = Number(job.payload.exceptionId);
  const [ex] = await db.select().from(exceptions).where(eq(exceptions.id, id));
  // Deleted already, or its date was changed since the job was planned: nothing to do.
  if (!ex || ex.action_type !== 'expirationDate' || ex.action_date !== job.payload.date) return;
  await db.delete(exceptions).where(eq(exceptions.id, id));
  if (ex.region_id) await recalculateRegion(db, ex.region_id, now);
};

const checkBack: JobHandler = async (job, { db }) => {
  const id = Number(job.payload.exceptionId);
  const [ex] = await db.select().from(exceptions).where(eq(exceptions.id, id));
  if (!ex || ex.action_type !== 'checkBack' || ex.action_date !== job.payload.date) return;
  await db.transaction(async (tx) => {
    const text = `Check back on ${ex.bulk ? 'bulk ' : ''}exception #${ex.id} (${ex.type})${ex.reason ? `: ${ex.reason}` : ''}`;
    const [alert] = await tx
      .insert(alerts)
      .values({
        text,
        severity: 'warning',
        check_back: `${ex.action_date} 00:00:00`,
        created_by: ex.updated_by,
        updated_by: ex.updated_by,
      })
      .returning({ id: alerts.id });
    if (ex.region_id)
      await tx.insert(alertRegions).values({ alert_id: alert.id, region_id: ex.region_id });
    if (ex.hauler_id)
      await tx.insert(alertHaulers).values({ alert_id: alert.id, hauler_id: ex.hauler_id });
  });
};

export const availabilityHandlers: Record<string, JobHandler> = {
  'availability.activate': activate,
  'exception.expire': expire,
  'exception.checkBack': checkBack,
};
