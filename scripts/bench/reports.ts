// The reports benchmark (issue 14): the first page of the Availability Report and of the
// Exception Report (Hauler Exceptions), as the web asks for them (their persisted route queries
// with the default filters), through the gateway over the main API, at 10x demo data on
// PostgreSQL. Target: under 300 ms each.
//
//   npm run bench -- reports [--scale 10] [--requests 40] [--concurrency 10] [--fresh]
//
// Each report is asked `requests` times one after the other (latency of one staff member), then
// `requests` times by `concurrency` callers at once (p95 and answers per second under load).
//
// The data is `npm run seed -- --scale N` in the search benchmark's database dq_bench_search_<N>
// (BENCH_DATABASE_URL names the server; seeded on first use, kept for the next run).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gatewayConfig } from '../../gateway/src/config.ts';
import { startGateway } from '../../gateway/src/server.ts';
import AvailabilityQuery from '../../web/src/pages/AvailabilityReportPage/__generated__/AvailabilityReportPageQuery.graphql.ts';
import ExceptionQuery from '../../web/src/pages/ExceptionReportPage/__generated__/ExceptionReportPageQuery.graphql.ts';
import {
  AVAILABILITY_PAGE_SIZE,
  EXCEPTION_PAGE_SIZE,
  availabilitySpec,
  availabilityVariables,
  exceptionListSpec,
  exceptionListVariables,
} from '../../web/src/features/reports/reportLists.ts';
import { benchAdminUrl, demoToken, ensureDatabase, percentile, startSeededApi } from './search.ts';
import { opt } from './args.ts';

/** The 300 ms target of a report's first page. */
const TARGET_MS = 300;

const REPORTS = [
  {
    name: 'Availability Report',
    operation: 'AvailabilityReportPageQuery',
    id: (AvailabilityQuery as unknown as { params: { id: string } }).params.id,
    variables: availabilityVariables(availabilitySpec.defaults),
    rows: (d: Record<string, { totalCount: number }>) => d.regionsAvailability.totalCount,
    pageSize: AVAILABILITY_PAGE_SIZE,
  },
  {
    name: 'Exception Report',
    operation: 'ExceptionReportPageQuery',
    id: (ExceptionQuery as unknown as { params: { id: string } }).params.id,
    variables: exceptionListVariables(exceptionListSpec.defaults),
    rows: (d: Record<string, { totalCount: number }>) => d.exceptions.totalCount,
    pageSize: EXCEPTION_PAGE_SIZE,
  },
];

export async function run(argv: string[]) {
  const scale = opt(argv, 'scale', 10);
  const requests = opt(argv, 'requests', 40);
  const concurrency = opt(argv, 'concurrency', 10);
  const databaseUrl = await ensureDatabase(benchAdminUrl(), scale, argv.includes('--fresh'));
  const api = await startSeededApi({ databaseUrl, dataDir: 'memory://' });
  const gateway = await startGateway(
    gatewayConfig({
      port: 0,
      host: '127.0.0.1',
      mainApiUrl: api.url,
      webDist: '/nonexistent',
      persistedQueriesFile: path.resolve('web/persisted-queries.json'),
    }),
  );
  try {
    const token = await demoToken(api.url, 'admin@demo.local');
    const ask = async (r: (typeof REPORTS)[number]) => {
      const t = performance.now();
      const answer = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-requested-with': 'bench',
        },
        body: JSON.stringify({
          operationName: r.operation,
          variables: r.variables,
          extensions: { persistedQuery: { version: 1, sha256Hash: r.id } },
        }),
      });
      const body = (await answer.json()) as {
        data?: Record<string, { totalCount: number }>;
        errors?: unknown;
      };
      const ms = performance.now() - t;
      if (!body.data || body.errors)
        throw new Error(`${r.operation} failed: ${JSON.stringify(body).slice(0, 300)}`);
      return { ms, total: r.rows(body.data) };
    };
    const results = [];
    for (const r of REPORTS) {
      const first = await ask(r); // warm-up (connections, caches)
      const times: number[] = [];
      for (let i = 0; i < requests; i++) times.push((await ask(r)).ms);
      times.sort((a, b) => a - b);
      // The same number of requests, `concurrency` callers at a time.
      const loaded: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next++ < requests) loaded.push((await ask(r)).ms);
        }),
      );
      const perSecond = (loaded.length * 1000) / (performance.now() - started);
      loaded.sort((a, b) => a - b);
      results.push({
        report: r.name,
        rows: first.total,
        pageSize: r.pageSize,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        concurrentP95: percentile(loaded, 95),
        perSecond,
      });
    }
    const f = (n: number) => n.toFixed(1).padStart(7);
    console.log(
      `\nReport first pages through the gateway at scale ${scale} on PostgreSQL (${requests} sequential requests each, ms; target < ${TARGET_MS})`,
    );
    console.log(
      `  report                  rows  page |     p50     p95 | ${concurrency} at once: p95   per s`,
    );
    for (const r of results)
      console.log(
        `  ${r.report.padEnd(20)} ${String(r.rows).padStart(7)} ${String(r.pageSize).padStart(5)} | ${f(r.p50)} ${f(r.p95)} |          ${f(r.concurrentP95)} ${f(r.perSecond)}${r.p95 < TARGET_MS ? '' : '  OVER TARGET'}`,
      );
    console.log(JSON.stringify(results));
  } finally {
    await gateway.close();
    await api.close();
  }
}
