// The search benchmark's caller (search.ts), in a process of its own, as the gateway calls the
// main API from its own process: the benchmark's process then runs the API alone, and its CPU
// clock counts the API's work only, not the caller's sending, receiving and parsing.
// Started with `fork`; each message is one batch of searches, answered with their latencies.
import { performance } from 'node:perf_hooks';

export interface Batch {
  url: string;
  token: string;
  /** The body of each search, in order. */
  bodies: Record<string, unknown>[];
  /** How many times over the bodies (a warm-up); 1 by default. */
  rounds?: number;
  /** Callers at once; 1 by default (one search at a time). */
  concurrency?: number;
}

export interface BatchResult {
  /** Each search's time to the answer's last byte, ms, in the order they ended. */
  ms: number[];
  /** The wall time of the whole batch, ms. */
  wallMs: number;
  /** Zones found (`search_results`), over all searches. */
  hits: number;
}

async function runBatch(b: Batch): Promise<BatchResult> {
  const ms: number[] = [];
  const answers: Buffer[] = [];
  const post = async (body: Record<string, unknown>) => {
    const t = performance.now();
    const r = await fetch(`${b.url}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
      body: JSON.stringify(body),
    });
    // The time to the answer's last byte, as bytes: parsing it is the caller's cost, after the clock.
    const bytes = Buffer.from(await r.arrayBuffer());
    ms.push(performance.now() - t);
    if (r.status !== 200)
      throw new Error(`search answered ${r.status}: ${bytes.toString('utf8', 0, 300)}`);
    answers.push(bytes);
  };
  const queue = Array.from({ length: b.rounds ?? 1 }, () => b.bodies).flat();
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: b.concurrency ?? 1 }, async () => {
      while (next < queue.length) await post(queue[next++]);
    }),
  );
  const wallMs = performance.now() - t0;
  let hits = 0;
  for (const bytes of answers)
    hits +=
      (JSON.parse(bytes.toString('utf8')) as { search_results?: unknown[] }).search_results
        ?.length ?? 0;
  return { ms, wallMs, hits };
}

process.on('message', (b: Batch) => {
  runBatch(b).then(
    (r) => process.send!({ ok: r }),
    (err: unknown) => process.send!({ error: String((err as Error)?.stack ?? err) }),
  );
});
