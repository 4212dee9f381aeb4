// Starts this replica's job worker with the app and stops it on close. Every replica runs one;
// the queue makes sure each job runs once. JOBS=off disables it; under jest it is off unless JOBS=on.
import type { FastifyInstance } from 'fastify';
import { availabilityHandlers, planAvailabilityJobs } from './availability-jobs.ts';
import { JobQueue } from './queue.ts';

const queues = new WeakMap<FastifyInstance, JobQueue>();

/** The worker of an app (undefined when jobs are off). */
export function queueOf(app: FastifyInstance): JobQueue | undefined {
  return queues.get(app);
}

function enabled(): boolean {
  const v = (process.env.JOBS ?? '').toLowerCase();
  if (v === 'off' || v === '0' || v === 'false') return false;
  if (v === 'on' || v === '1' || v === 'true') return true;
  return process.env.NODE_ENV !== 'test';
}

/** Registers the worker (a plugin so it shares the app's lifecycle). */
export async function jobsPlugin(app: FastifyInstance) {
  if (!enabled()) return;
  const queue = new JobQueue(app.deps.database.db, {
    handlers: availabilityHandlers,
    plan: planAvailabilityJobs,
    pollMs: Number(process.env.JOBS_POLL_MS) || 15_000,
    planEveryMs: Number(process.env.JOBS_PLAN_MS) || 5 * 60_000,
    onError: (err, job) => app.log.error({ err, job: job?.key }, 'job failed'),
  });
  // Plugins get child instances whose prototype chain leads to the root app: index them all.
  for (let o: object | null = app; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    if (!queues.has(o as FastifyInstance)) queues.set(o as FastifyInstance, queue);
  }
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
}
