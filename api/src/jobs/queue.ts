// A Postgres-backed job queue. Jobs are rows of `jobs` with a unique key, so scheduling the same
// job from several replicas writes it once; a worker claims a due job with
// `FOR UPDATE SKIP LOCKED`, so two replicas never run the same job. A job whose worker died
// while running is taken up again after `staleMs`.
// A job's work and its completion are one transaction, and the completion is fenced to the
// claim (worker and attempt): a worker that dies after its work rolls the work back with it,
// and a worker that stalled past `staleMs` cannot finish a job another worker has taken since,
// so a retry never writes a second check-back alert. Finished rows are deleted after
// `retentionDays`. Due times are compared with the database clock (docs/deploying.md#jobs).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface Job {
  id: number;
  name: string;
  key: string;
  payload: Record<string, unknown>;
  run_at: string;
  attempts: number;
}

export type JobHandler = (job: Job, ctx: { db: Db; now: Date }) => Promise<void>;

export interface QueueOptions {
  /** Name of this replica, stored in locked_by. */
  workerId?: string;
  handlers: Record<string, JobHandler>;
  /** The clock (tests move it). */
  now?: () => Date;
  pollMs?: number;
  maxAttempts?: number;
  staleMs?: number;
  /** Called on every tick before due jobs are claimed (schedules upcoming jobs). */
  plan?: (db: Db, now: Date) => Promise<void>;
  /** Minimum time between two plan runs. */
  planEveryMs?: number;
  onError?: (err: unknown, job?: Job) => void;
  /** Done and failed jobs are deleted this many days after they finished (default 14). */
  retentionDays?: number;
}

/** The claim of a job was taken over by another worker (this one stalled past `staleMs`). */
export class LostClaimError extends Error {
  constructor(job: Job, workerId: string) {
    super(`job ${job.key} (attempt ${job.attempts}) is no longer held by ${workerId}`);
  }
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** Adds a job unless one with the same key exists; answers true when it was added. */
export async function scheduleJob(
  db: Db,
  name: string,
  key: string,
  runAt: Date,
  payload: Record<string, unknown> = {},
) {
  const r = await db.execute(sql`
    INSERT INTO jobs (name, key, payload, run_at) VALUES (${name}, ${key}, ${JSON.stringify(payload)}::jsonb, ${runAt.toISOString()})
    ON CONFLICT (key) DO NOTHING RETURNING id`);
  return rowsOf(r).length > 0;
}

export interface NewJob {
  name: string;
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/** Adds many jobs at once (500 per statement), skipping keys that exist; answers how many were added. */
export async function scheduleJobs(db: Db, list: NewJob[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < list.length; i += 500) {
    const chunk = list.slice(i, i + 500);
    const values = sql.join(
      chunk.map(
        (j) =>
          sql`(${j.name}, ${j.key}, ${JSON.stringify(j.payload ?? {})}::jsonb, ${j.runAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const r = await db.execute(
      sql`INSERT INTO jobs (name, key, payload, run_at) VALUES ${values} ON CONFLICT (key) DO NOTHING RETURNING id`,
    );
    added += rowsOf(r).length;
  }
  return added;
}

export class JobQueue {
  readonly workerId: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastPlan = 0;
  private stopped = false;
  /** Keys of the jobs this replica ran (for logs and tests). */
  readonly ran: string[] = [];

  constructor(
    private readonly db: Db,
    private readonly opts: QueueOptions,
  ) {
    this.workerId = opts.workerId ?? `api-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  }

  private now() {
    return this.opts.now?.() ?? new Date();
  }

  /** The current time in SQL: the database clock, unless a test gave the queue a clock. */
  private nowSql() {
    return this.opts.now ? sql`${this.opts.now().toISOString()}::timestamptz` : sql`now()`;
  }

  /** Claims one due job for this replica, or null. */
  async claim(): Promise<Job | null> {
    const now = this.nowSql();
    const staleSecs = (this.opts.staleMs ?? 10 * 60_000) / 1000;
    const r = await this.db.execute(sql`
      UPDATE jobs SET status = 'running', locked_by = ${this.workerId}, locked_at = ${now}, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE (status = 'pending' AND run_at <= ${now})
          OR (status = 'running' AND locked_at < ${now} - make_interval(secs => ${staleSecs}))
        ORDER BY run_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, name, key, payload, run_at, attempts`);
    return rowsOf<Job>(r)[0] ?? null;
  }

  /** Runs one claimed job and records the outcome. */
  private async execute(job: Job) {
    const handler = this.opts.handlers[job.name];
    // Only the claim this worker holds (worker and attempt) may record an outcome.
    const held = sql`id = ${job.id} AND status = 'running' AND locked_by = ${this.workerId} AND attempts = ${job.attempts}`;
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await this.db.transaction(async (tx) => {
        await handler(job, { db: tx as unknown as Db, now: this.now() });
        const done = await tx.execute(
          sql`UPDATE jobs SET status = 'done', finished_at = now(), last_error = NULL WHERE ${held} RETURNING id`,
        );
        // Another worker took the job over: roll this worker's work back.
        if (rowsOf(done).length === 0) throw new LostClaimError(job, this.workerId);
      });
      this.ran.push(job.key);
    } catch (err) {
      this.opts.onError?.(err, job);
      if (err instanceof LostClaimError) return;
      const failed = job.attempts >= (this.opts.maxAttempts ?? 5);
      const retrySecs = 60 * 2 ** Math.min(job.attempts, 6);
      await this.db.execute(sql`
        UPDATE jobs SET status = ${failed ? 'failed' : 'pending'},
          run_at = ${failed ? sql`run_at` : sql`${this.nowSql()} + make_interval(secs => ${retrySecs})`},
          finished_at = ${failed ? sql`now()` : sql`NULL`},
          last_error = ${String((err as Error)?.message ?? err).slice(0, 2000)}, locked_by = NULL
        WHERE ${held}`);
    }
  }

  /** Deletes done and failed jobs that finished more than `retentionDays` ago; answers how many. */
  async cleanup(): Promise<number> {
    const days = this.opts.retentionDays ?? 14;
    const r = await this.db.execute(sql`
      DELETE FROM jobs WHERE status IN ('done', 'failed')
        AND finished_at < ${this.nowSql()} - make_interval(days => ${days})
      RETURNING id`);
    return rowsOf(r).length;
  }

  /** Plans (when due), then runs due jobs until none is left or `max` ran; answers how many ran. */
  async tick(max = 100): Promise<number> {
    const t = this.now().getTime();
    if (this.opts.plan && t - this.lastPlan >= (this.opts.planEveryMs ?? 60_000)) {
      this.lastPlan = t;
      await this.opts.plan(this.db, this.now());
      await this.cleanup();
    }
    let n = 0;
    while (n < max && !this.stopped) {
      const job = await this.claim();
      if (!job) break;
      await this.execute(job);
      n++;
    }
    return n;
  }

  /** Polls every `pollMs` until stopped. */
  start() {
    this.stopped = false;
    const loop = async () => {
      if (this.stopped) return;
      this.running = this.tick()
        .then(() => undefined)
        .catch((err) => this.opts.onError?.(err));
      await this.running;
      if (!this.stopped) this.timer = setTimeout(loop, this.opts.pollMs ?? 15_000);
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops polling and waits for the job in progress. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
