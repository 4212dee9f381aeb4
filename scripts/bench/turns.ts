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
/** CPU time (user + system) of a process in ms, from /proc (10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface Measured {
  /** Upstream calls of the very first results query, and per query over the sequential run. */
  callsFirst: number;
  calls: number;
  cpuSeq: number;
  wallSeq: number;
  cpuLoaded: number;
  perSecond: number;
  p50: number;
  p95: number;
  bytes: number;
}

/** A server measured: its process, one results query, and its upstream calls so far. */
export interface Measuree {
  pid: number;
  query: (zip: string) => Promise<{ ms: number; bytes: number }>;
  upstreamCalls: () => Promise<number>;
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
  rounds = 4,
): Promise<Measured[]> {
  const acc = servers.map(() => ({
    callsFirst: 0,
    bytes: 0,
    seqCpu: 0,
    seqWall: 0,
    seqN: 0,
    calls: 0,
    loadCpu: 0,
    loadSecs: 0,
    lat: [] as number[],
    next: 0,
  }));
  for (const [i, s] of servers.entries()) {
    const u0 = await s.upstreamCalls();
    acc[i].bytes = (await s.query(ZIPS[0])).bytes;
    acc[i].callsFirst = (await s.upstreamCalls()) - u0;
    for (const zip of ZIPS) for (let k = 0; k < 3; k++) await s.query(zip); // warm up (JIT)
  }
  const zip = (a: (typeof acc)[number]) => ZIPS[a.next++ % ZIPS.length];
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
      a.seqCpu += cpuMs(s.pid) - c0;
      a.seqWall += performance.now() - t0;
      a.seqN += n;
      a.calls += (await s.upstreamCalls()) - u0;
    }
    for (const i of order) {
      const s = servers[i];
      const a = acc[i];
      const n = share(requests * 2, r);
      const c0 = cpuMs(s.pid);
      const t0 = performance.now();
      let started = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (started < n) {
            started++;
            a.lat.push((await s.query(zip(a))).ms);
          }
        }),
      );
      a.loadSecs += (performance.now() - t0) / 1000;
      a.loadCpu += cpuMs(s.pid) - c0;
    }
  }
  return acc.map((a) => ({
    callsFirst: a.callsFirst,
    calls: a.calls / a.seqN,
    cpuSeq: a.seqCpu / a.seqN,
    wallSeq: a.seqWall / a.seqN,
    cpuLoaded: a.loadCpu / a.lat.length,
    perSecond: a.lat.length / a.loadSecs,
    p50: pct(a.lat, 50),
    p95: pct(a.lat, 95),
    bytes: a.bytes,
  }));
}
