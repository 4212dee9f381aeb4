// The CPU benchmark's measurement (scripts/bench/cpu.ts): servers measured in turns, so that the
// gateway and the pass-through see the same state of the machine.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { percentile } from './search.ts';

/** The ZIPs a benchmark's results queries cycle through. */
export const ZIPS = ['60601', '30303', '78701', '80202', '85004', '02108'];

/** Percentile of unsorted numbers (nearest rank). */
export const pct = (xs: number[], p: number) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    p,
  );
/** CPU time (user + system) in ms of a /proc stat file (10 ms ticks). */
function ticksMs(stat: string): number {
  const fields = fs.readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/**
 * CPU time of a process in ms: all its threads, and its main thread alone (JavaScript, and the
 * garbage collector's pauses; the rest is V8's helper threads, which mark and scavenge in
 * parallel and run the optimizing compiler, and libuv's pool).
 */
export function cpuMs(pid: number): { all: number; main: number } {
  return { all: ticksMs(`/proc/${pid}/stat`), main: ticksMs(`/proc/${pid}/task/${pid}/stat`) };
}

/** `n` calls of `one` by `callers` callers, each starting its next as its last ends; the results. */
export async function backToBack<T>(
  n: number,
  callers: number,
  one: () => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (started < n) {
        started++;
        results.push(await one());
      }
    }),
  );
  return results;
}

export interface Measured {
  /** Upstream calls of the very first results query, and per query over the sequential run. */
  callsFirst: number;
  calls: number;
  cpuSeq: number;
  /** Of `cpuSeq` and `cpuLoaded`, the main thread's share (ms per query). */
  mainSeq: number;
  wallSeq: number;
  cpuLoaded: number;
  mainLoaded: number;
  perSecond: number;
  p50: number;
  p95: number;
  bytes: number;
  /** CPU per query (all threads) over the warm-up: what a cold server pays while V8 compiles. */
  cpuWarmup: number;
  /** `cpuSeq` and `cpuLoaded` of each round alone, to show how far the machine moved them. */
  rounds: { seq: number; loaded: number }[];
}

/**
 * The ratio of two servers' CPU per query in each round (sequential and loaded): its spread is
 * what the machine's own drift does to the ratio within one run.
 */
export const roundRatios = (a: Measured, b: Measured) =>
  a.rounds.map((r, i) => ({ seq: r.seq / b.rounds[i].seq, loaded: r.loaded / b.rounds[i].loaded }));

/** A server measured: its process, one results query, and its upstream calls so far. */
export interface Measuree {
  pid: number;
  query: (zip: string) => Promise<{ ms: number; bytes: number }>;
  upstreamCalls: () => Promise<number>;
  /** Called once the warm-up is over, before the measured queries. */
  warmedUp?: () => void;
}

/**
 * CPU of each child per query (sequential, then `concurrency` callers back to back), throughput
 * and latency under that load, and the size of one answer. The servers are measured in turns,
 * `rounds` blocks each, the order alternating, so that both see the same state of the machine
 * (measured one after the other, a slower minute of the machine fell on one side only: the
 * ratio of the same code moved by 20% between runs).
 */
export async function measureInTurns(
  servers: Measuree[],
  requests: number,
  concurrency: number,
  /** Queries per server before measuring (with `concurrency` callers, the quicker way). */
  warmup: number,
  rounds = 4,
): Promise<Measured[]> {
  const acc = servers.map(() => ({
    callsFirst: 0,
    bytes: 0,
    seqCpu: 0,
    seqMain: 0,
    seqWall: 0,
    seqN: 0,
    calls: 0,
    loadCpu: 0,
    loadMain: 0,
    loadSecs: 0,
    lat: [] as number[],
    next: 0,
    warmCpu: 0,
    rounds: [] as { seq: number; loaded: number }[],
  }));
  const zip = (a: (typeof acc)[number]) => ZIPS[a.next++ % ZIPS.length];
  /** `n` queries with `callers` callers back to back; the latencies. */
  const load = (s: Measuree, a: (typeof acc)[number], n: number, callers: number) =>
    backToBack(n, callers, async () => (await s.query(zip(a))).ms);
  for (const [i, s] of servers.entries()) {
    const u0 = await s.upstreamCalls();
    acc[i].bytes = (await s.query(ZIPS[0])).bytes;
    acc[i].callsFirst = (await s.upstreamCalls()) - u0;
  }
  // Warm-up, in turns too: V8 optimizes a function once it has run often enough, so a server
  // compiles for thousands of queries after it starts (on V8's helper threads, which count in its
  // CPU), the larger its code the longer (`BENCH_JIT_TRACE=1`). The measured queries are those of
  // a server past that warm-up; the warm-up's own CPU per query is reported apart.
  for (const [i, s] of servers.entries()) {
    const a = acc[i];
    const c0 = cpuMs(s.pid);
    await load(s, a, warmup, concurrency);
    a.warmCpu = (cpuMs(s.pid).all - c0.all) / Math.max(warmup, 1);
    s.warmedUp?.();
  }
  const share = (total: number, r: number) =>
    Math.floor((total * (r + 1)) / rounds) - Math.floor((total * r) / rounds);
  for (let r = 0; r < rounds; r++) {
    const order = servers.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) {
      const s = servers[i];
      const a = acc[i];
      const n = share(requests, r);
      const u0 = await s.upstreamCalls();
      const c0 = cpuMs(s.pid);
      const t0 = performance.now();
      for (let k = 0; k < n; k++) await s.query(zip(a));
      const c1 = cpuMs(s.pid);
      a.seqCpu += c1.all - c0.all;
      a.seqMain += c1.main - c0.main;
      a.seqWall += performance.now() - t0;
      a.seqN += n;
      a.calls += (await s.upstreamCalls()) - u0;
      a.rounds.push({ seq: (c1.all - c0.all) / n, loaded: NaN });
    }
    for (const i of order) {
      const s = servers[i];
      const a = acc[i];
      const n = share(requests * 2, r);
      const c0 = cpuMs(s.pid);
      const t0 = performance.now();
      a.lat.push(...(await load(s, a, n, concurrency)));
      a.loadSecs += (performance.now() - t0) / 1000;
      const c1 = cpuMs(s.pid);
      a.loadCpu += c1.all - c0.all;
      a.loadMain += c1.main - c0.main;
      a.rounds[r].loaded = (c1.all - c0.all) / n;
    }
  }
  return acc.map((a) => ({
    callsFirst: a.callsFirst,
    calls: a.calls / a.seqN,
    cpuSeq: a.seqCpu / a.seqN,
    mainSeq: a.seqMain / a.seqN,
    wallSeq: a.seqWall / a.seqN,
    cpuLoaded: a.loadCpu / a.lat.length,
    mainLoaded: a.loadMain / a.lat.length,
    perSecond: a.lat.length / a.loadSecs,
    p50: pct(a.lat, 50),
    p95: pct(a.lat, 95),
    bytes: a.bytes,
    cpuWarmup: a.warmCpu,
    rounds: a.rounds,
  }));
}
