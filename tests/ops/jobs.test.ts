// The job queue under failure (issue 20), on the real PostgreSQL server: a check-back job whose
// worker dies after writing its alert writes it once on retry; a worker that stalled and was
// overtaken cannot finish the job a second time; finished jobs are deleted after the retention
// period. docs/deploying.md#jobs
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, like, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { openDatabase, type Database, type Db } from '../../api/src/db/client.ts';
import * as s from '../../api/src/db/schema.ts';
import { availabilityHandlers } from '../../api/src/jobs/availability-jobs.ts';
import {
  JobQueue,
  LostClaimError,
  scheduleJob,
  type JobHandler,
} from '../../api/src/jobs/queue.ts';
import { insertFixture, type Fixture } from '../api/fixtures.ts';
import { createPostgresDatabase } from '../helpers/api.ts';
import { postgresUrl } from './replica.ts';

process.env.TEST_DATABASE_URL ||= postgresUrl;

let fresh: { url: string; drop: () => Promise<void> };
let database: Database;
let db: Db;
let fx: Fixture;
const today = DateTime.now().setZone('America/Chicago').toISODate()!;
const realCheckBack = availabilityHandlers['exception.checkBack'];

beforeAll(async () => {
  fresh = await createPostgresDatabase('dq_ops_jobs');
  database = await openDatabase({ databaseUrl: fresh.url });
  await database.migrate();
  db = database.db;
  fx = await insertFixture(db, 'Q');
}, 120_000);

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

/** A checkBack exception due today and its job, due now. */
async function checkBackJob(reason: string) {
  const [ex] = await db
    .insert(s.exceptions)
    .values({
      region_id: fx.regionId,
      hauler_id: fx.haulerId,
      type: 'closure',
      start_date: today,
      end_date: today,
      reason,
      action_type: 'checkBack',
      action_date: today,
    })
    .returning({ id: s.exceptions.id });
  const key = `checkback:${ex.id}:${today}`;
  await scheduleJob(db, 'exception.checkBack', key, new Date(Date.now() - 1000), {
    exceptionId: ex.id,
    date: today,
  });
  return { id: ex.id, key };
}

const alertsOf = async (exceptionId: number) =>
  db
    .select({ id: s.alerts.id })
    .from(s.alerts)
    .where(like(s.alerts.text, `Check back on exception #${exceptionId} %`));

const jobOf = async (key: string) => (await db.select().from(s.jobs).where(eq(s.jobs.key, key)))[0];

describe('check-back jobs under failure', () => {
  it('a worker that dies after writing the alert leaves no alert behind: the retry writes exactly one', async () => {
    const { id, key } = await checkBackJob('dies after writing');
    let crashes = 1;
    const dying: JobHandler = async (job, ctx) => {
      await realCheckBack(job, ctx);
      // The process "dies" here: after the alert insert, before the job is marked done.
      if (crashes-- > 0) throw new Error('worker died');
    };
    const queue = new JobQueue(db, {
      handlers: { 'exception.checkBack': dying },
      workerId: 'dying',
      onError: () => {},
    });
    await queue.tick();
    expect(await alertsOf(id)).toHaveLength(0);
    expect((await jobOf(key)).status).toBe('pending');
    // Retry now instead of after the backoff.
    await db.execute(sql`UPDATE jobs SET run_at = now() WHERE key = ${key}`);
    await queue.tick();
    expect(await alertsOf(id)).toHaveLength(1);
    expect(await jobOf(key)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a stalled worker overtaken by another cannot finish the job again: one alert, the other worker’s', async () => {
    const { id, key } = await checkBackJob('stalls');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inside = new Promise<void>((r) => (started = r));
    const stalling: JobHandler = async (job, ctx) => {
      await realCheckBack(job, ctx);
      started();
      await gate;
    };
    const errors: unknown[] = [];
    const slow = new JobQueue(db, {
      handlers: { 'exception.checkBack': stalling },
      workerId: 'slow',
      onError: (err) => errors.push(err),
    });
    const slowRun = slow.tick();
    await inside;
    // The second worker sees the claim as stale and takes the job over.
    await new Promise((r) => setTimeout(r, 20));
    const fast = new JobQueue(db, {
      handlers: availabilityHandlers,
      workerId: 'fast',
      staleMs: 1,
    });
    expect(await fast.tick()).toBe(1);
    release();
    await slowRun;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(LostClaimError);
    expect(await alertsOf(id)).toHaveLength(1);
    expect(await jobOf(key)).toMatchObject({ status: 'done', locked_by: 'fast', attempts: 2 });
    expect(slow.ran).toEqual([]);
    expect(fast.ran).toEqual([key]);
  });
});

describe('finished jobs are cleaned up', () => {
  it('done and failed jobs older than the retention period are deleted; recent and open ones stay', async () => {
    const days = (n: number) => sql`now() - make_interval(days => ${n})`;
    await db.execute(sql`
      INSERT INTO jobs (name, key, payload, run_at, status, finished_at) VALUES
        ('x', 'old-done', '{}', ${days(20)}, 'done', ${days(20)}),
        ('x', 'old-failed', '{}', ${days(30)}, 'failed', ${days(15)}),
        ('x', 'recent-done', '{}', ${days(2)}, 'done', ${days(2)}),
        ('x', 'old-pending', '{}', ${days(20)}, 'pending', NULL)`);
    const queue = new JobQueue(db, { handlers: {}, retentionDays: 14 });
    expect(await queue.cleanup()).toBe(2);
    const left = await db.execute(
      sql`SELECT key FROM jobs WHERE key IN ('old-done','old-failed','recent-done','old-pending') ORDER BY key`,
    );
    expect((left as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual([
      'old-pending',
      'recent-done',
    ]);
  });

  it('a job that fails for good records when it finished, so it is cleaned up too', async () => {
    await scheduleJob(db, 'nope', 'fails-for-good', new Date(Date.now() - 1000));
    const queue = new JobQueue(db, { handlers: {}, maxAttempts: 1, onError: () => {} });
    await queue.tick();
    const job = await jobOf('fails-for-good');
    expect(job.status).toBe('failed');
    expect(job.finished_at).not.toBeNull();
    expect(job.last_error).toBe('No handler for job nope');
  });
});
