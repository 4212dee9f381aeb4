// The mixed load of npm run scale-test: staff quoting through a session, admins saving their
// own region (each save acknowledged), other tools querying with a bearer token; and its figures.
import { performance } from 'node:perf_hooks';

export interface Sample {
  at: number;
  ms: number;
  ok: boolean;
  kind: string;
  /** Why it failed: the error or the answer's first message. */
  why?: string;
}

export const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { viewer { email } userErrors { message } } }`;
export const VIEWER = `{ viewer { email } }`;
export const SUGGEST = `query ($i: String!) { placeSuggestions(input: $i) { placeId } }`;
export const QUOTE = `query ($p: ID!) { quote(placeId: $p) { id productCount products { id hauler { name } availability { deliveryType } } zones { id } } }`;
export const HAULERS = `{ haulers(first: 5) { totalCount } }`;
export const REGION = `query ($id: ID!) { node(id: $id) { ... on Region { id updatedAt notes } } }`;
export const SAVE = `mutation ($input: UpdateRegionInput!) { updateRegion(input: $input) { region { updatedAt notes } userErrors { message } } }`;

export async function gql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  auth: { cookie?: string; token?: string } = {},
) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: { data?: Record<string, any>; errors?: { message: string }[] };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `${res.status} not JSON (${text.length} bytes${res.headers.get('x-proxy-error') ? `, proxy: ${res.headers.get('x-proxy-error')}` : ''}): ${text.slice(0, 60)}`,
    );
  }
  return { status: res.status, body, cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

export async function login(gateway: string, email: string) {
  const r = await gql(gateway, LOGIN, { input: { email, password: 'demo-password' } });
  if (!r.cookie) throw new Error(`login of ${email} failed: ${JSON.stringify(r.body)}`);
  return r.cookie;
}

export async function bearer(api: string, email: string) {
  const res = await fetch(`${api}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`token for ${email}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface Writer {
  region: string;
  cookie: string;
  updatedAt: string;
  acked: number;
  tried: number;
  prefix: string;
}

/** Runs `users` callers for `seconds` against `front`; `at(ms)` hooks run once at that time. */
export async function load(
  front: string,
  seconds: number,
  users: number,
  actors: { staff: string; token: string; placeId: string; writers: Writer[] },
  at: { ms: number; run: () => Promise<void> }[] = [],
) {
  const samples: Sample[] = [];
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  for (const a of at) setTimeout(() => void a.run(), a.ms);
  const timed = async (kind: string, f: () => Promise<boolean | string>) => {
    const s = performance.now();
    let ok = false;
    let why: string | undefined;
    try {
      const r = await f();
      ok = r === true;
      if (!ok) why = typeof r === 'string' ? r : 'refused';
    } catch (err) {
      why = (err as Error).message;
    }
    samples.push({ at: s - t0, ms: performance.now() - s, ok, kind, why });
  };
  const verdict = (r: Awaited<ReturnType<typeof gql>>, ok: boolean) =>
    ok || `${r.status} ${r.body.errors?.[0]?.message ?? ''}`.trim();
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      const writer = actors.writers[u % actors.writers.length];
      for (let i = 0; performance.now() < end; i++) {
        const pick = (u + i) % 5;
        if (pick < 3)
          await timed('quote', async () => {
            const r = await gql(front, QUOTE, { p: actors.placeId }, { cookie: actors.staff });
            return verdict(r, r.status === 200 && !r.body.errors && Boolean(r.body.data?.quote));
          });
        else if (pick === 3)
          await timed('tool', async () => {
            const r = await gql(front, HAULERS, {}, { token: actors.token });
            return verdict(r, r.status === 200 && !r.body.errors);
          });
        else
          await timed('save', async () => {
            const seq = ++writer.tried;
            const r = await gql(
              front,
              SAVE,
              {
                input: {
                  id: writer.region,
                  updatedAt: writer.updatedAt,
                  notes: `${writer.prefix}${seq}`,
                },
              },
              { cookie: writer.cookie },
            );
            const saved = r.body.data?.updateRegion;
            if (r.status === 200 && saved?.region && !saved.userErrors?.length) {
              writer.updatedAt = saved.region.updatedAt;
              writer.acked = Math.max(writer.acked, seq);
              return true;
            }
            // Refused (e.g. stale after an in-flight save landed): read the current version.
            const cur = await gql(front, REGION, { id: writer.region }, { cookie: writer.cookie });
            if (cur.body.data?.node) writer.updatedAt = cur.body.data.node.updatedAt;
            return saved?.userErrors?.[0]?.message ?? verdict(r, false);
          });
      }
    }),
  );
  return { samples, t0, seconds: (performance.now() - t0) / 1000 };
}

export function summary(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const q = (p: number) =>
    ms.length ? ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] : NaN;
  return {
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    perSecond: samples.length / seconds,
    p50: q(0.5),
    p95: q(0.95),
  };
}

/** The failures of some samples, counted by kind and reason. */
export function failures(samples: Sample[]): string {
  const n = new Map<string, number>();
  for (const s of samples.filter((x) => !x.ok)) {
    const k = `${s.kind}: ${(s.why ?? '').slice(0, 80)}`;
    n.set(k, (n.get(k) ?? 0) + 1);
  }
  return [...n].map(([k, c]) => `        ${c} x ${k}`).join('\n');
}

export const fmt = (s: ReturnType<typeof summary>) =>
  `${String(s.requests).padStart(6)} req ${String(s.errors).padStart(4)} errors ${s.perSecond.toFixed(1).padStart(7)} req/s  p50 ${s.p50.toFixed(0).padStart(5)} ms  p95 ${s.p95.toFixed(0).padStart(5)} ms`;
