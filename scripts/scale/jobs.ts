// Scheduled jobs in npm run scale-test: check-back jobs falling due during the run, and the check
// that each ran exactly once across the replicas.
import type pg from 'pg';
import type { Replica } from '../../tests/ops/replica.ts';

export const JOBS_DUE = 8;

/**
 * Schedules JOBS_DUE check-back jobs falling due through the next `seconds` (the database
 * clock), each on a check-back exception of its own: a run raises one alert, so the alerts count
 * the runs. The jobs carry the planner's keys, written in the exceptions' transaction, so a
 * replica planning later (the restarted one) cannot schedule them a second time.
 */
export async function scheduleDueJobs(db: pg.Client, seconds: number): Promise<string[]> {
  const regions = (
    await db.query<{ id: number }>('SELECT id FROM regions ORDER BY id LIMIT $1', [JOBS_DUE])
  ).rows;
  const date = new Date().toISOString().slice(0, 10);
  const keys: string[] = [];
  await db.query('BEGIN');
  for (const [i, r] of regions.entries()) {
    const ex = await db.query<{ id: number }>(
      `INSERT INTO exceptions (region_id, type, reason, action_type, action_date)
       VALUES ($1, 'other', $2, 'checkBack', $3) RETURNING id`,
      [r.id, `scale-test job ${i + 1}`, date],
    );
    const id = ex.rows[0].id;
    const key = `checkback:${id}:${date}`;
    const inSecs = seconds * (0.1 + (0.8 * i) / Math.max(1, regions.length - 1));
    await db.query(
      `INSERT INTO jobs (name, key, payload, run_at)
       VALUES ('exception.checkBack', $1, $2::jsonb, now() + make_interval(secs => $3))`,
      [key, JSON.stringify({ exceptionId: id, date }), inSecs],
    );
    keys.push(key);
  }
  await db.query('COMMIT');
  return keys;
}

/** Reports how often each due job ran (its alerts) and where; answers false if one ran twice. */
export async function jobsRanOnce(
  db: pg.Client,
  keys: string[],
  apis: Replica[],
): Promise<boolean> {
  const read = () =>
    db.query<{
      key: string;
      status: string;
      attempts: number;
      locked_by: string | null;
      runs: number;
    }>(
      `SELECT j.key, j.status, j.attempts, j.locked_by,
         (SELECT count(*) FROM alerts a
           WHERE a.text LIKE 'Check back on exception #' || (j.payload->>'exceptionId') || ' (%')::int AS runs
       FROM jobs j WHERE j.key = ANY($1) ORDER BY j.run_at`,
      [keys],
    );
  let rows = (await read()).rows;
  // Give the last ones a moment (the worker polls every JOBS_POLL_MS).
  for (let i = 0; i < 20 && rows.some((r) => r.status === 'pending'); i++) {
    await new Promise((r) => setTimeout(r, 500));
    rows = (await read()).rows;
  }
  const byPid = new Map(apis.map((a) => [String(a.process.pid), a.name]));
  const where = (worker: string | null) => byPid.get(worker?.split('-')[1] ?? '') ?? worker ?? '-';
  const ranBy = new Map<string, number>();
  for (const r of rows.filter((x) => x.status === 'done')) {
    const w = where(r.locked_by);
    ranBy.set(w, (ranBy.get(w) ?? 0) + 1);
  }
  const once = rows.filter((r) => r.status === 'done' && r.runs === 1).length;
  const twice = rows.filter((r) => r.runs > 1).length;
  const held = rows.filter((r) => r.status === 'running' && r.runs === 0);
  console.log(
    `   jobs due during the run: ${rows.length}; ran exactly once: ${once} (${[...ranBy].map(([w, n]) => `${n} on ${w}`).join(', ')}); ran more than once: ${twice}` +
      (held.length
        ? `; claimed by a killed replica and rolled back, taken over after the stale limit: ${held.map((r) => `${r.key} (${where(r.locked_by)})`).join(', ')}`
        : '') +
      (rows.length - once - held.length - twice
        ? `; other: ${rows
            .filter(
              (r) => !(r.status === 'done' && r.runs === 1) && !held.includes(r) && r.runs <= 1,
            )
            .map((r) => `${r.key} ${r.status} runs=${r.runs}`)
            .join(', ')}`
        : ''),
  );
  return twice === 0 && rows.length === keys.length;
}
