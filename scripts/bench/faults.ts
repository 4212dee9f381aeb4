// The fault table: each fault injected between the gateway and the main API, what the web app's
// results query gets, how long until that error, and how long the gateway takes to answer again
// once the fault ends (polled every 100 ms).
//   npm run bench -- faults          main API down, slow, 500, 503, auth service down (PGlite)
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- faults --pg
//       the database stopped and started: the main API on that PostgreSQL server, which this
//       really stops and starts (pg_ctlcluster), so run it on a machine of your own
import { execSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import ResultQuery from '../../web/src/pages/QuoteResultPage/__generated__/QuoteResultPageQuery.graphql.ts';
import { startTestApi, testEngine } from '../../tests/helpers/api.ts';
import { startProxy, type Intercept } from '../../tests/helpers/proxy.ts';
import { startHarness } from '../../tests/gateway/harness.ts';
import { encodePlaceId } from '../../api/src/maps/places.ts';

const placeId = encodePlaceId({ kind: 'zip', zip: '60601' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function run(argv: string[]) {
  const pg = argv.includes('--pg');
  if (pg && testEngine !== 'postgres')
    throw new Error(
      '--pg needs TEST_DATABASE_URL: the main API must run on that PostgreSQL server',
    );
  const api = await startTestApi();
  const proxy = await startProxy(api.url);
  const h = await startHarness({ mainApiUrl: proxy.url }, api);
  const staff = await h.login('staff@demo.local');
  const id = (ResultQuery as unknown as { params: { id: string } }).params.id;
  const ask = async () => {
    const t = performance.now();
    const r = await h.post(
      {
        operationName: 'QuoteResultPageQuery',
        variables: { placeId, lat: null, lng: null, nearby: false, groupByHauler: false },
        extensions: { persistedQuery: { version: 1, sha256Hash: id } },
      },
      { cookie: staff, 'x-requested-with': 'fetch' },
    );
    const ok = !r.body.errors && (r.body.data?.quote?.products?.length ?? 0) > 0;
    const e = r.body.errors?.[0];
    return {
      ok,
      ms: performance.now() - t,
      what: e ? `${e.extensions?.code}: ${e.message}` : 'ok',
    };
  };
  const rows: string[] = [];
  const fault = async (name: string, start: () => unknown, stop: () => unknown) => {
    await ask();
    await start();
    const e = await ask();
    for (let i = 0; i < 3; i++) await ask(); // more calls during the fault (the breaker counts)
    await stop();
    const t = performance.now();
    while (!(await ask()).ok) await sleep(100);
    rows.push(
      `| ${name} | ${e.what} | ${(e.ms / 1000).toFixed(2)} s | ${((performance.now() - t) / 1000).toFixed(2)} s |`,
    );
    console.log(rows.at(-1));
  };
  const answer = (f: Intercept) => () => void (proxy.intercept = f);
  const pass = () => void (proxy.intercept = null);
  console.log('| fault | answer | time to error | recovered after the fault ended |');
  console.log('|---|---|---|---|');
  try {
    if (!pg) {
      await fault(
        'main API down (port closed)',
        () => proxy.down(),
        () => proxy.up(),
      );
      await fault(
        'main API slow (no answer for 30 s)',
        answer((_req, res) => {
          const t = setTimeout(() => res.destroy(), 30_000);
          res.on('close', () => clearTimeout(t));
          return true;
        }),
        pass,
      );
      await fault(
        'main API answers 500',
        answer((_req, res) => {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{}}');
          return true;
        }),
        pass,
      );
      await fault(
        'main API answers 503',
        answer((_req, res) => {
          res.writeHead(503).end();
          return true;
        }),
        pass,
      );
      await fault(
        'auth service down (/auth/* cut)',
        answer((req, res) => {
          if (!req.url!.startsWith('/auth')) return false;
          res.destroy();
          return true;
        }),
        pass,
      );
    } else {
      const cluster = (cmd: string) =>
        execSync(
          `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -n1) main ${cmd}`,
          { stdio: 'inherit' },
        );
      await fault(
        'database stopped, then started (PostgreSQL)',
        () => cluster('stop -m fast'),
        () => cluster('start'),
      );
    }
  } finally {
    await h.close();
    await proxy.close();
    await api.close();
  }
}
