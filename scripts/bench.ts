// Named benchmarks: `npm run bench -- <name> [options]`, e.g. `npm run bench -- search`.
// Each benchmark is a module in scripts/bench/<name>.ts exporting `run(argv): Promise<void>`;
// add one by adding a file and a line to BENCHMARKS.
const BENCHMARKS: Record<string, string> = {
  search: './bench/search.ts',
  quote: './bench/quote.ts',
  cpu: './bench/cpu.ts',
  link: './bench/link.ts',
  login: './bench/login.ts',
  amplification: './bench/amplification.ts',
  merge: './bench/merge.ts',
  reports: './bench/reports.ts',
  faults: './bench/faults.ts',
  idle: './bench/idle.ts',
};

const [bench, ...rest] = process.argv.slice(2);
if (!bench || !BENCHMARKS[bench]) {
  console.error(`usage: npm run bench -- <${Object.keys(BENCHMARKS).join('|')}> [options]`);
  process.exit(bench ? 2 : 0);
}
const mod = (await import(BENCHMARKS[bench])) as { run(argv: string[]): Promise<void> };
await mod.run(rest);
process.exit(0);

export {};
