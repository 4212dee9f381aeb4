// The amplification benchmark (issue 19): hostile documents against a gateway in a child process.
//   npm run bench -- amplification [--depths 5,7,9,13] [--zip 85004] [--timeout 200000]
// For each document: accepted or refused (with its code), wall time, response size, the gateway
// process's peak RSS while it ran (sampled from /proc every 10 ms), and the latency of another
// user's `{ viewer { id } }` sent in a loop meanwhile. The worst accepted document is named at
// the end. The main API runs in this process (PGlite), the gateway alone in the child, so the
// RSS is the gateway's.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ResultQuery from '../../web/src/pages/QuoteResultPage/__generated__/QuoteResultPageQuery.graphql.ts';
import { startTestApi } from '../../tests/helpers/api.ts';
import { encodePlaceId } from '../../api/src/maps/places.ts';
import { RUN_TS } from '../../shared/runtime.ts';
import { freePort } from './servers.ts';
import { arg, opt } from './args.ts';

const ZIPS = ['60601', '30303', '78701', '80202', '85004', '02108'];
const placeId = (zip: string) => encodePlaceId({ kind: 'zip', zip });

/** `quote { products { zone { products { zone ... } } } }`, `depth` fields deep counting quote. */
export function nesting(place: string, depth: number): string {
  let q = '';
  for (let level = depth; level >= 2; level--) {
    q = level % 2 === 0 ? `products { id price ${q} }` : `zone { id name ${q} }`;
  }
  return `{ quote(placeId: "${place}", nearby: true) { id ${q} } }`;
}

/** What a results page shows of a quote (zones with outlines, every product card field). */
const FULL_QUOTE = `id productCount zones { id name color boundaries hauler { name } region { name exceptions { id summary } } }
  products { id databaseId price cost profitability badMargin tax taxRate taxBase overagePrice extensionPrice
    soldQtyLast45 tonnageLabel netsuiteItemName preferred makoPreferred noService mustCall productNotes permitNotes
    customerPriceKey size { id name } wasteType { id name } costStructure { id name } hauler { id name type }
    region { id name phone } zone { id name } fillExceptions { key label allowed note } exceptions { id summary }
    alerts { id text } notes { id description }
    availability { deliveryType deliveryTypeLabel sizeName noServiceReason windowActive windowDays sameDayCutoff
      nextDayCutoff saturdayActive saturdayCutoff sundayActive sundayCutoff deliveryDate { friendlyText availabilityType } }
    pricing { price ancillaries { priceTypeName price } } }`;

/** `n` aliased nearby quotes. */
export const aliasedNearby = (place: string, n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `q${i}: quote(placeId: "${place}", nearby: true) { productCount }`).join(' ')} }`;

function rssKb(pid: number): number {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

async function startGatewayChild(mainApiUrl: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...RUN_TS, path.resolve('gateway/src/server.ts')],
    {
      env: {
        ...process.env,
        MAIN_API_URL: mainApiUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: 'bench-secret-bench-secret-0123456789',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let exited: string | null = null;
  child.on('exit', (code, signal) => (exited = `exit ${code ?? signal}`));
  child.stderr!.on('data', (d: Buffer) => {
    const s = d.toString();
    if (/heap|memory|FATAL/i.test(s)) process.stderr.write(`[gateway] ${s}`);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('gateway listening')) resolve();
    });
    child.on('exit', () => reject(new Error(`gateway exited: ${exited}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, exited: () => exited };
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
}

interface Outcome {
  name: string;
  accepted: boolean;
  code: string;
  ms: number;
  bytes: number;
  peakRssMb: number;
  smallP50: number;
  smallMax: number;
  smallCount: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/** Runs the benchmark and prints one line per document. */
export async function run(argv: string[]) {
  const depths = (arg(argv, 'depths') ?? '5,7,9,13').split(',').map(Number);
  const timeoutMs = opt(argv, 'timeout', 200000);
  const api = await startTestApi();
  const staff = await api.token('staff@demo.local');
  const admin = await api.token('admin@demo.local');
  const gw = await startGatewayChild(api.url);
  const pid = gw.child.pid!;

  const post = async (body: object, token: string) => {
    const t = performance.now();
    const res = await fetch(`${gw.url}/graphql`, {
      signal: AbortSignal.timeout(timeoutMs),
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-requested-with': 'bench',
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - t;
    let parsed: Answer = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      /* a non-JSON answer */
    }
    return { ms, bytes: text.length, status: res.status, body: parsed };
  };
  const small = () => post({ query: '{ viewer { id } }' }, admin);

  try {
    // The ZIP whose nearby search answers the most products (unless --zip names one).
    let zip = arg(argv, 'zip') ?? '';
    if (!zip) {
      let best = -1;
      for (const z of ZIPS) {
        const r = await post(
          { query: `{ quote(placeId: "${placeId(z)}", nearby: true) { productCount } }` },
          staff,
        );
        const n = (r.body.data as { quote?: { productCount: number } } | undefined)?.quote
          ?.productCount;
        if (n !== undefined && n > best) [best, zip] = [n, z];
      }
      console.log(`place: ZIP ${zip} (${best} products in a nearby search)`);
    }
    const place = placeId(zip);

    for (let i = 0; i < 5; i++) await small();
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push((await small()).ms);
    console.log(
      `idle { viewer { id } } (another user): p50 ${pct(idle, 50).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms`,
    );

    const id = (ResultQuery as unknown as { params: { id: string } }).params.id;
    const cases: { name: string; body: object }[] = [
      {
        name: 'web QuoteResultPageQuery (nearby)',
        body: {
          operationName: 'QuoteResultPageQuery',
          variables: { placeId: place, lat: null, lng: null, nearby: true, groupByHauler: false },
          extensions: { persistedQuery: { version: 1, sha256Hash: id } },
        },
      },
      {
        name: '3 aliased nearby quotes, products',
        body: {
          query: `{ ${[0, 1, 2].map((i) => `q${i}: quote(placeId: "${place}", nearby: true) { products { id price cost zone { name } } }`).join(' ')} }`,
        },
      },
      {
        name: '2 aliased nearby quotes, full cards',
        body: {
          query: `{ ${[0, 1].map((i) => `q${i}: quote(placeId: "${place}", nearby: true) { ${FULL_QUOTE} }`).join(' ')} }`,
        },
      },
      { name: '4 aliased nearby quotes', body: { query: aliasedNearby(place, 4) } },
      { name: '20 aliased nearby quotes', body: { query: aliasedNearby(place, 20) } },
      ...depths.map((d) => ({
        name: `products/zone nesting depth ${d}`,
        body: { query: nesting(place, d) },
      })),
    ];

    const outcomes: Outcome[] = [];
    for (const c of cases) {
      if (gw.exited()) break;
      let peak = rssKb(pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 10);
      const smallTimes: number[] = [];
      let running = true;
      // Another user's small query every 25 ms while the document runs (not waiting for answers).
      const pending: Promise<void>[] = [];
      const smallLoop = (async () => {
        await new Promise((r) => setTimeout(r, 10));
        while (running) {
          pending.push(
            small().then(
              (r) => void smallTimes.push(r.ms),
              () => void smallTimes.push(NaN),
            ),
          );
          await new Promise((res) => setTimeout(res, 25));
        }
        await Promise.all(pending);
      })();
      const r = await post(c.body, staff).catch((err: Error) => ({
        ms: NaN,
        bytes: 0,
        status: 0,
        body: { errors: [{ extensions: { code: `failed: ${err.message}` } }] } as Answer,
      }));
      running = false;
      await smallLoop;
      clearInterval(sampler);
      peak = Math.max(peak, rssKb(pid));
      const code = r.body.errors?.[0]?.extensions?.code ?? '';
      const accepted = !!r.body.data && Object.values(r.body.data).some((v) => v !== null);
      const o: Outcome = {
        name: c.name,
        accepted,
        code: gw.exited() ? `gateway died (${gw.exited()})` : code,
        ms: r.ms,
        bytes: r.bytes,
        peakRssMb: peak / 1024,
        smallP50: pct(smallTimes, 50),
        smallMax: smallTimes.length ? Math.max(...smallTimes) : NaN,
        smallCount: smallTimes.length,
      };
      outcomes.push(o);
      console.log(
        `${o.name.padEnd(36)} ${accepted ? 'accepted' : 'refused '} ${o.code.padEnd(24)} ` +
          `${o.ms.toFixed(1).padStart(9)} ms ${(o.bytes / 1024 / 1024).toFixed(2).padStart(8)} MB ` +
          `peak RSS ${o.peakRssMb.toFixed(0).padStart(5)} MB  small query p50 ` +
          `${o.smallP50.toFixed(1)} ms max ${o.smallMax.toFixed(1)} ms (${o.smallCount})`,
      );
    }
    const worst = outcomes.filter((o) => o.accepted).sort((a, b) => b.ms - a.ms)[0];
    if (worst) {
      console.log(
        `\nworst accepted: ${worst.name}: ${worst.ms.toFixed(1)} ms, ${(worst.bytes / 1024 / 1024).toFixed(2)} MB, gateway peak RSS ${worst.peakRssMb.toFixed(0)} MB; ` +
          `another user's { viewer { id } } meanwhile: max ${worst.smallMax.toFixed(1)} ms`,
      );
    }
  } finally {
    gw.child.kill('SIGKILL'); // a gateway busy resolving cannot handle SIGTERM
    await api.close();
  }
}
