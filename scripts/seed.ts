// Seeds the demo data into DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), e.g. for benchmarks:
//   npm run seed -- --scale 10
// Migrates first; refuses a database that was already seeded unless --force (then it only
// reports). Prints the row counts and the time taken.
import path from 'node:path';
import { openDatabase } from '../api/src/db/client.ts';
import { seedIfFirstStart } from '../api/src/seed/index.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.split('=')[1];
}

const scale = Number(arg('scale') ?? 1);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('--scale must be a whole number from 1 to 1000');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const database = await openDatabase({ databaseUrl, dataDir });
const started = Date.now();
await database.migrate();
let counts: Record<string, number> = {};
const seeded = await seedIfFirstStart(database.db, { scale, onCounts: (c) => (counts = c) });
await database.close();
const where = databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : dataDir;
if (!seeded) {
  console.log(
    `${where} already holds demo data; nothing seeded (use an empty database or DATA_DIR).`,
  );
} else {
  console.log(`seeded ${where} at scale ${scale} in ${Date.now() - started} ms`);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(36)} ${n}`);
}
