// Seeds the demo data into DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), e.g. for benchmarks:
//   npm run seed -- --scale 10      the demo data, ten times over (stress)
//   npm run seed -- --national      the national data set (api/src/seed/national.ts)
// Migrates first; refuses a database that was already seeded (then it only reports). Shows a
// progress bar on a terminal, prints the row counts and the time taken.
import path from 'node:path';
import { openDatabase } from '../api/src/db/client.ts';
import { seedIfFirstStart } from '../api/src/seed/index.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.split('=')[1];
}

const national = process.argv.includes('--national');
const scale = Number(arg('scale') ?? 1);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('--scale must be a whole number from 1 to 1000');
  process.exit(2);
}
if (national && scale !== 1) {
  console.error('--national and --scale cannot be combined');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const database = await openDatabase({ databaseUrl, dataDir });
const started = Date.now();
await database.migrate();
let counts: Record<string, number> = {};
const seeded = await seedIfFirstStart(database.db, {
  scale,
  national,
  onCounts: (c) => (counts = c),
  onProgress: progressBar(),
});
await database.close();
const where = databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : dataDir;
if (!seeded) {
  console.log(
    `${where} already holds demo data; nothing seeded (use an empty database or DATA_DIR).`,
  );
} else {
  const what = national ? 'the national data set' : `the demo data at scale ${scale}`;
  console.log(`seeded ${where} with ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(36)} ${n}`);
}

/** A one-line bar on a terminal (stderr), a line per tenth elsewhere (CI logs). */
function progressBar() {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return (table: string, done: number) => {
    const pct = Math.round(done * 100);
    const secs = ((Date.now() - started) / 1000).toFixed(0);
    if (tty) {
      const bar = '#'.repeat(Math.round(done * 30)).padEnd(30, '.');
      process.stderr.write(`\r[${bar}] ${String(pct).padStart(3)}% ${secs}s ${table.padEnd(34)}`);
      if (done >= 1) process.stderr.write('\n');
    } else if (Math.floor(done * 10) > lastTenth) {
      lastTenth = Math.floor(done * 10);
      process.stderr.write(`seed: ${pct}% after ${secs}s (${table})\n`);
    }
  };
}
