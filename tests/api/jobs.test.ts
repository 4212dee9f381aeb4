// Scheduled work through the Postgres-backed queue: two main API replicas on one database run
// each job once (PostgreSQL with TEST_DATABASE_URL; on PGlite, one API and a second worker on
// its database, since PGlite cannot be shared between processes).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../api/src/db/client.ts';
import * as s from '../../api/src/db/schema.ts';
import {
  availabilityHandlers,
  planAvailabilityJobs,
} from '../../api/src/jobs/availability-jobs.ts';
import { queueOf } from '../../api/src/jobs/plugin.ts';
import { JobQueue, scheduleJobs } from '../../api/src/jobs/queue.ts';
import { startApi, type RunningApi } from '../../api/src/server.ts';
import { createPostgresDatabase, startTestApi, testEngine } from '../helpers/api.ts';
import { insertFixture, type Fixture } from './fixtures.ts';

process.env.JOBS = 'on';
process.env.JOBS_POLL_MS = '40';
process.env.JOBS_PLAN_MS = '200';

let replicas: RunningApi[] = [];
let extraQueue: JobQueue | undefined;
let drop: (() => Promise<void>) | undefined;
let db: Db;
let fx: Fixture;
const todayChicago = DateTime.now().setZone('America/Chicago').toISODate()!;
const tomorrowChicago = DateTime.now().setZone('America/Chicago').plus({ days: 1 }).toISODate()!;
let expiring: number[] = [];
let checkBacks: number[] = [];
let later: number;

async function twoPostgresReplicas() {
  const fresh = await createPostgresDatabase('dq_jobs');
  drop = fresh.drop;
  const config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: fresh.url,
    dataDir: 'memory://',
    demoData: false,
    featureCustomerPricing: false,
    featureLogging: false,
  };
  const a = await startApi(config);
  const b = await startApi(config);
  return [a, b];
}

beforeAll(async () => {
  if (testEngine === 'postgres') {
    replicas = await twoPostgresReplicas();
  } else {
    const api = await startTestApi();
    replicas = [api];
    extraQueue = new JobQueue(api.database.db, {
      handlers: availabilityHandlers,
      plan: planAvailabilityJobs,
      planEveryMs: 200,
      workerId: 'second',
    });
    drop = () => api.close().then(() => undefined);
  }
  db = replicas[0].database.db;
  // Stop the workers while the data goes in, so that the race starts with everything due at once.
  await Promise.all(replicas.map((r) => queueOf(r.app)?.stop()));
  fx = await insertFixture(db, 'J');
  const base = {
    region_id: fx.regionId,
    hauler_id: fx.haulerId,
    type: 'closure',
    start_date: todayChicago,
    end_date: todayChicago,
  };
  const rows = await db
    .insert(s.exceptions)
    .values([
      ...Array.from({ length: 10 }, (_, i) => ({
        ...base,
        reason: `expire ${i}`,
        action_type: 'expirationDate',
        action_date: todayChicago,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        ...base,
        reason: `check ${i}`,
        action_type: 'checkBack',
        action_date: todayChicago,
      })),
      { ...base, reason: 'later', action_type: 'expirationDate', action_date: tomorrowChicago },
    ])
    .returning({ id: s.exceptions.id, reason: s.exceptions.reason });
  expiring = rows.filter((r) => r.reason!.startsWith('expire')).map((r) => r.id);
  checkBacks = rows.filter((r) => r.reason!.startsWith('check')).map((r) => r.id);
  later = rows.find((r) => r.reason === 'later')!.id;
  // A region whose current availability was calculated before last midnight, showing no service.
  const [cur] = await db
    .insert(s.currentAvailability)
    .values({ region_id: fx.regionId, calculated_at: DateTime.now().minus({ days: 2 }).toISO()! })
    .returning();
  await db.insert(s.currentAvailabilityDelivery).values({
    current_availability_id: cur.id,
    region_id: fx.regionId,
    size_id: fx.sizeIds[0],
    title: 'stale',
    no_service: true,
  });
  // Many due jobs at once, so the replicas really compete.
  const past = new Date(Date.now() - 60_000);
  await scheduleJobs(
    db,
    Array.from({ length: 60 }, (_, i) => ({
      name: 'availability.activate',
      key: `race:${i}`,
      runAt: past,
      payload: { regionId: fx.regionId },
    })),
  );
  for (const r of replicas) queueOf(r.app)?.start();
  extraQueue?.start();
  // Wait until nothing due is left.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await db.execute(
      sql`SELECT count(*)::int AS n FROM jobs WHERE status IN ('pending','running') AND run_at <= now()`,
    );
    const pending = (r as unknown as { rows: { n: number }[] }).rows[0].n;
    const mine = checkBacks.map((id) => `checkback:${id}:${todayChicago}`);
    const planned = await db
      .select({ id: s.jobs.id })
      .from(s.jobs)
      .where(and(inArray(s.jobs.key, mine), eq(s.jobs.status, 'done')));
    if (pending === 0 && planned.length === 10) break;
    if (Date.now() > deadline) {
      const st = await db.execute(
        sql`SELECT key, run_at, now() AS now, status, attempts, locked_by FROM jobs WHERE status IN ('pending','running') AND run_at <= now() LIMIT 5`,
      );
      throw new Error(
        `jobs did not finish: ${JSON.stringify((st as unknown as { rows: unknown[] }).rows)}`,
      );
    }
    await new Promise((res) => setTimeout(res, 100));
  }
}, 180_000);

afterAll(async () => {
  delete process.env.JOBS;
  delete process.env.JOBS_POLL_MS;
  delete process.env.JOBS_PLAN_MS;
  await extraQueue?.stop();
  if (testEngine === 'postgres') for (const r of replicas) await r.close();
  await drop?.();
});

describe(`the job queue with two workers (${testEngine})`, () => {
  test('each due job ran exactly once, and both workers were there to take it', async () => {
    const done = await db.select().from(s.jobs).where(eq(s.jobs.status, 'done'));
    const ran = [...replicas.map((r) => queueOf(r.app)!.ran), extraQueue?.ran ?? []].flat();
    expect(ran.length).toBe(new Set(ran).size);
    expect(new Set(ran)).toEqual(new Set(done.map((j) => j.key)));
    expect(done.every((j) => j.attempts === 1)).toBe(true);
    expect(done.filter((j) => j.key.startsWith('race:'))).toHaveLength(60);
    const workers = [...replicas.map((r) => queueOf(r.app)!), ...(extraQueue ? [extraQueue] : [])];
    expect(workers).toHaveLength(2);
    // On PostgreSQL, with 80+ due jobs, both replicas take a share (PGlite runs one query at a time).
    if (testEngine === 'postgres')
      expect(workers.map((w) => w.ran.length).every((n) => n > 0)).toBe(true);
  });

  test('expirationDate exceptions are deleted at the start of their date; later ones stay, scheduled', async () => {
    const left = await db
      .select({ id: s.exceptions.id })
      .from(s.exceptions)
      .where(inArray(s.exceptions.id, [...expiring, later]));
    expect(left.map((r) => r.id)).toEqual([later]);
    const [job] = await db
      .select()
      .from(s.jobs)
      .where(eq(s.jobs.key, `expire:${later}:${tomorrowChicago}`));
    expect(job.status).toBe('pending');
    expect(new Date(job.run_at).toISOString()).toBe(
      DateTime.fromISO(tomorrowChicago, { zone: 'America/Chicago' })
        .toUTC()
        .toISO({ suppressMilliseconds: false }),
    );
  });

  test('checkBack exceptions raise one alert each on their date, linked to the region and hauler', async () => {
    const texts = (await db.select({ text: s.alerts.text, id: s.alerts.id }).from(s.alerts)).filter(
      (a) => a.text.startsWith('Check back on exception'),
    );
    expect(texts).toHaveLength(10);
    for (const id of checkBacks)
      expect(texts.filter((t) => t.text.includes(`#${id} `))).toHaveLength(1);
    const links = await db
      .select()
      .from(s.alertRegions)
      .where(
        inArray(
          s.alertRegions.alert_id,
          texts.map((t) => t.id),
        ),
      );
    expect(links.every((l) => l.region_id === fx.regionId)).toBe(true);
    expect(links).toHaveLength(10);
  });

  test('a midnight that passed recalculates current availability from the contract; the next midnight is scheduled', async () => {
    const [cur] = await db
      .select()
      .from(s.currentAvailability)
      .where(eq(s.currentAvailability.region_id, fx.regionId));
    expect(new Date(cur.calculated_at!).getTime()).toBeGreaterThan(Date.now() - 120_000);
    const rows = await db
      .select()
      .from(s.currentAvailabilityDelivery)
      .where(eq(s.currentAvailabilityDelivery.region_id, fx.regionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'New Delivery 20 Yard',
      no_service: false,
      overridden: false,
    });
    expect(rows[0].delivery_date).toMatchObject({ availabilityType: expect.any(String) });
    const next = await db
      .select()
      .from(s.jobs)
      .where(eq(s.jobs.key, `activate:${fx.regionId}:${tomorrowChicago}`));
    expect(next).toHaveLength(1);
    expect(next[0].status).toBe('pending');
  });
});
