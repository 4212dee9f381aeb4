// What V8's optimizing compiler does while the CPU benchmark measures (scripts/bench/cpu.ts):
// `BENCH_JIT_TRACE=1 npm run bench -- cpu` starts each server with `--trace-opt --trace-deopt`
// and counts, during the measured queries (after the warm-up), the functions TurboFan compiled,
// the time those compiles took (mostly on V8's helper threads, so they count in a server's
// CPU), and the deoptimizations by reason. A server still compiling is not at its steady state
// (gateway/README.md#cost-of-one-results-query).

/** The Node flags of a traced server. */
export const jitTraceFlags = (): string[] =>
  process.env.BENCH_JIT_TRACE ? ['--trace-opt', '--trace-deopt'] : [];

/**
 * `[completed compiling 0x… <JSFunction f (sfi = 0x…)> (target TURBOFAN) - took 0.015, 1.2, 0.03
 * ms]`, without the name for an anonymous function.
 */
const COMPILED =
  /completed compiling 0x[\da-f]+ <JSFunction (?:(\S+) )?\(sfi .* took ([\d.]+), ([\d.]+), ([\d.]+) ms/;
/** `[bailout (kind: deopt-eager, reason: wrong map): …` and `[marking dependent code … reason: weak objects]` */
const DEOPT =
  /^\[(?:bailout \(kind: [^,]+, reason: ([^)]+)\)|marking dependent code .* reason: ([^\]]+)\])/;

const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

/** Sums a server's `--trace-opt --trace-deopt` lines once `measuring` is set. */
export class JitTally {
  private rest = '';
  measuring = false;
  compiles = 0;
  ms = 0;
  private readonly byFunction = new Map<string, number>();
  private readonly deopts = new Map<string, number>();

  /** Reads a piece of the server's standard output. */
  feed(text: string): void {
    const lines = (this.rest + text).split('\n');
    this.rest = lines.pop() ?? '';
    if (!this.measuring) return;
    const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    for (const line of lines) {
      const c = COMPILED.exec(line);
      if (c) {
        this.compiles++;
        this.ms += Number(c[2]) + Number(c[3]) + Number(c[4]);
        count(this.byFunction, c[1] || '(anonymous)');
        continue;
      }
      const d = DEOPT.exec(line);
      if (d) count(this.deopts, d[1] ?? d[2]!);
    }
  }

  /** Lines for `queries` measured results queries. */
  lines(name: string, queries: number): string[] {
    const deopts = [...this.deopts.values()].reduce((a, b) => a + b, 0);
    return [
      `  ${name.padEnd(13)} ${this.compiles} functions compiled by TurboFan, ${(this.ms / Math.max(queries, 1)).toFixed(2)} ms of compiling per query; ${deopts} deoptimizations`,
      `                most compiled: ${top(this.byFunction, 8) || '-'}`,
      `                deoptimized for: ${top(this.deopts, 6) || '-'}`,
    ];
  }
}
