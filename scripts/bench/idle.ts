// What a quiet spell costs the gateway: V8 compiles its hot functions once they have run often
// enough, and some of V8's collections throw compiled code away. Starts two gateways, one with
// the gateway's Node flags (GATEWAY_NODE_FLAGS) and one without `--no-memory-reducer`, warms each
// with results queries (10 users), leaves both idle, then sends each the same queries one at a
// time and reports the CPU per query and the functions TurboFan compiled (`--trace-opt`).
//   npm run bench -- idle [--warmup 2000] [--idle 150] [--queries 300]
// Both run at the same time against one main API (demo data), so they share the machine alike.
import { GATEWAY_NODE_FLAGS } from '../../gateway/src/config.ts';
import { apiOn, postQuery, resultsQueryBody } from './cpu.ts';
import { opt } from './args.ts';
import { startBenchGateway, stopChildren } from './servers.ts';
import { ZIPS, backToBack, cpuMs } from './turns.ts';

export async function run(argv: string[]) {
  const warmup = opt(argv, 'warmup', 2000);
  const idleS = opt(argv, 'idle', 150);
  const queries = opt(argv, 'queries', 300);
  const api = await apiOn('demo');
  const variants = [
    { name: 'GATEWAY_NODE_FLAGS', flags: GATEWAY_NODE_FLAGS },
    {
      name: 'with the memory reducer',
      flags: GATEWAY_NODE_FLAGS.filter((f) => f !== '--no-memory-reducer'),
    },
  ];
  const gateways = await Promise.all(
    variants.map((v) => startBenchGateway(api.url, [...v.flags, '--trace-opt'])),
  );
  try {
    const results = await Promise.all(
      gateways.map(async (g) => {
        let next = 0;
        const query = () =>
          postQuery(g.url, api.token, resultsQueryBody(ZIPS[next++ % ZIPS.length]!));
        await backToBack(warmup, 10, query);
        await new Promise((resolve) => setTimeout(resolve, idleS * 1000));
        g.jit.measuring = true;
        const c0 = cpuMs(g.child.pid!).all;
        for (let i = 0; i < queries; i++) await query();
        const cpu = (cpuMs(g.child.pid!).all - c0) / queries;
        // The last lines of the trace arrive after the queries' answers.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { cpu, compiles: g.jit.compiles };
      }),
    );
    console.log(
      `\nthe gateway after ${warmup} results queries (10 users) and ${idleS} s idle, then ${queries} queries one at a time (demo data):`,
    );
    for (const [i, v] of variants.entries()) {
      const r = results[i]!;
      console.log(
        `  ${v.name.padEnd(24)} ${r.cpu.toFixed(1).padStart(5)} ms of CPU per query, ${r.compiles} functions compiled by TurboFan (${v.flags.join(' ')})`,
      );
    }
  } finally {
    await stopChildren(gateways);
    await api.close();
  }
}
