// Starts this replica's job worker with the app and stops it on close. Every replica runs one;
// the queue makes sure each job runs once. JOBS=off disables it; under jest it is off unless JOBS=on.
import type { FastifyInstance } from 'fastify';
import { loadJobsConfig, type ApiConfig } from '../config.ts';
import { availabilityHandlers, planAvailabilityJobs } from './availability-jobs.ts';
import { JobQueue, LostClaimError } from './queue.ts';
import { reportError } from '@shared/errorReporting/node.ts';

const queues = new WeakMap<FastifyInstance, JobQueue>();

/** The worker of an app (undefined when jobs are off). */
export function queueOf(app: FastifyInstance): JobQueue | undefined {
  return queues.get(app);
}

/** Registers the worker (a plugin so it shares the app's lifecycle). */
export async function jobsPlugin(app: FastifyInstance) {
  // Validated with the rest at start (api/src/config.ts); read here too for apps built in tests.
  const settings = (app.deps.config as Partial<ApiConfig>).jobs ?? loadJobsConfig(process.env);
  if (!settings.enabled) return;
  const queue = new JobQueue(app.deps.database.db, {
    handlers: availabilityHandlers,
    plan: planAvailabilityJobs,
    pollMs: settings.pollMs,
    planEveryMs: settings.planEveryMs,
    retentionDays: settings.retentionDays,
    onError: (err, job) => {
      app.log.error({ err, job: job?.key }, 'job failed');
      // A claim lost to another worker is the fencing at work, not a fault to report.
      if (!(err instanceof LostClaimError)) reportError(err, { extra: { job: job?.key ?? null } });
    },
  });
  // Plugins get child instances whose prototype chain leads to the root app: index them all.
  for (let o: object | null = app; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    if (!queues.has(o as FastifyInstance)) queues.set(o as FastifyInstance, queue);
  }
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
}
