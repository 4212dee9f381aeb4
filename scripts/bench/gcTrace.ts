// The garbage collector's own counts for the CPU benchmark's servers (scripts/bench/cpu.ts):
// `BENCH_GC_TRACE=1 npm run bench -- cpu` starts each with `--trace-gc-nvp` and prints, per
// results query it answered (warm-up included), its young-generation collections, their pause,
// the bytes it allocated and the bytes it promoted to the old generation, and its full
// collections. Steadier than CPU time from run to run (gateway/README.md#cost-of-one-results-query).

/** The Node flags of a traced server. */
export const gcTraceFlags = (): string[] => (process.env.BENCH_GC_TRACE ? ['--trace-gc-nvp'] : []);

const PAUSE = / pause=([\d.]+)/;
const ALLOCATED = / allocated=([\d.]+)/;
const PROMOTED = / promoted=([\d.]+)/;

/** Sums a server's `--trace-gc-nvp` lines. */
export class GcTally {
  private rest = '';
  young = 0;
  full = 0;
  pauseMs = 0;
  allocated = 0;
  promoted = 0;

  /** Reads a piece of the server's standard output. */
  feed(text: string): void {
    const lines = (this.rest + text).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) {
      if (/ gc=m[cs] /.test(line)) this.full++;
      if (!line.includes(' gc=s ')) continue;
      this.young++;
      const field = (re: RegExp) => Number(re.exec(line)?.[1] ?? 0);
      this.pauseMs += field(PAUSE);
      this.allocated += field(ALLOCATED);
      this.promoted += field(PROMOTED);
    }
  }

  /** One line for `queries` results queries. */
  line(name: string, queries: number): string {
    const per = (v: number) => v / Math.max(queries, 1);
    return `  ${name.padEnd(13)} ${per(this.young).toFixed(3)} young collections, ${per(this.pauseMs).toFixed(2)} ms of their pause, ${(per(this.allocated) / 1e6).toFixed(2)} MB allocated, ${(per(this.promoted) / 1e3).toFixed(0)} kB promoted per query; ${this.full} full collections`;
  }
}
