// Seeds the demo data on a first start only (a `meta` row remembers it). The seeding modules
// (the demo network, its geometry, the national generator) load only when a database is seeded:
// every start of the main API checks, and most find the data there (each test file starts one
// from a seeded snapshot, where loading them cost about 0.3 s).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { meta } from '../db/schema.ts';
import type { SeedCounts, SeedOptions } from './demo.ts';

const SEEDED = 'demo_seeded';

/** Seeds the demo data unless this database was seeded before; returns whether it seeded. */
export async function seedIfFirstStart(
  db: Db,
  opts: SeedOptions & { onCounts?: (c: SeedCounts) => void } = {},
): Promise<boolean> {
  const done = await db.select().from(meta).where(eq(meta.key, SEEDED)).limit(1);
  if (done.length) return false;
  const [{ seedDemoRecords }, { seedDemoUsers }] = await Promise.all([
    import('./demo.ts'),
    import('./users.ts'),
  ]);
  await db.transaction(async (tx) => {
    await seedDemoUsers(tx as unknown as Db);
    const counts = await seedDemoRecords(tx as unknown as Db, opts);
    opts.onCounts?.(counts);
    await tx.insert(meta).values({
      key: SEEDED,
      value: {
        at: new Date().toISOString(),
        scale: opts.scale ?? 1,
        national: Boolean(opts.national),
        counts,
      },
    });
  });
  // Planner statistics for what was just written: without them (autovacuum off, or not yet run)
  // PostgreSQL guesses ~1% of a table per value, and at national scale read every product of
  // the country to find a point's thousand (a sequential scan instead of the zone index).
  await db.execute(sql`ANALYZE`);
  return true;
}
