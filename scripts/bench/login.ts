// The login benchmark (issue 19): password hash time, POST /auth/oauth/token latency, how
// many wrong passwords one account admits, and known vs unknown email answer times.
//
//   npm run bench -- login [--seconds 20] [--samples 40]
//
// Runs the main API in process on an in-memory PGlite with the demo users. It only uses calls
// that also existed before the sign-in limits, so the same file measures an older checkout.
import { randomBytes, scryptSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../../api/src/auth/passwords.ts';
import { startApi } from '../../api/src/server.ts';
import type { ApiConfig } from '../../api/src/config.ts';
import { opt } from './args.ts';

function summary(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `n=${s.length} p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, mean ${mean.toFixed(1)} ms`;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** Runs the login benchmark. */
export async function run(argv: string[]): Promise<void> {
  const seconds = opt(argv, 'seconds', 20);
  const samples = opt(argv, 'samples', 40);

  // 1. The hash itself.
  const current = await hashPassword('demo-password');
  const salt = randomBytes(16);
  const legacy = [
    'scrypt',
    16384,
    8,
    1,
    salt.toString('base64'),
    scryptSync('demo-password', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64'),
  ].join('$');
  const verifyCurrent: number[] = [];
  const verifyLegacy: number[] = [];
  for (let i = 0; i < samples; i++) {
    verifyCurrent.push(await time(() => verifyPassword('demo-password', current)));
    verifyLegacy.push(await time(() => verifyPassword('demo-password', legacy)));
  }
  console.log(`hash in use: ${current.split('$').slice(0, 4).join('$')}`);
  console.log(`verify, hash in use:      ${summary(verifyCurrent)}`);
  console.log(`verify, scrypt N=2^14:    ${summary(verifyLegacy)}`);

  const config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: 'memory://',
    demoData: true,
    featureCustomerPricing: false,
    featureLogging: false,
  } as ApiConfig;
  const api = await startApi(config);
  const login = async (username: string, password: string, address: string) => {
    const res = await fetch(`${api.url}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ grant_type: 'password', username, password }),
    });
    await res.arrayBuffer();
    return res.status;
  };
  try {
    // 2. A successful login end to end (the first also rehashes an old hash).
    const ok: number[] = [];
    for (let i = 0; i < samples; i++) {
      ok.push(await time(() => login('staff@demo.local', 'demo-password', '203.0.113.1')));
    }
    console.log(`POST /auth/oauth/token, right password: ${summary(ok)}`);

    // 3. Known email with a wrong password vs unknown email (each account under its limit).
    const known: number[] = [];
    const unknown: number[] = [];
    const users = ['admin', 'sales', 'reader', 'hauler'];
    for (let i = 0; i < samples; i++) {
      const user = `${users[i % users.length]}@demo.local`;
      known.push(await time(() => login(user, `wrong-${i}`, `203.0.113.${10 + i}`)));
      unknown.push(
        await time(() => login(`nobody-${i}@demo.local`, 'wrong', `203.0.113.${10 + i}`)),
      );
      if (i % users.length === users.length - 1) {
        for (const u of users) await login(`${u}@demo.local`, 'demo-password', '203.0.113.2');
      }
    }
    console.log(`known email, wrong password:   ${summary(known)}`);
    console.log(`unknown email:                 ${summary(unknown)}`);

    // 4. Wrong passwords against one real account, one after another, for `seconds`.
    const counts: Record<number, number> = {};
    const t0 = performance.now();
    let n = 0;
    let lastChecked = 0;
    while (performance.now() - t0 < seconds * 1000) {
      const status = await login('staff@demo.local', `guess-${n++}`, '198.51.100.7');
      counts[status] = (counts[status] ?? 0) + 1;
      if (status === 401) lastChecked = (performance.now() - t0) / 1000;
    }
    const elapsed = (performance.now() - t0) / 1000;
    const checked = counts[401] ?? 0;
    console.log(
      `one account, ${elapsed.toFixed(1)} s of wrong passwords: ${n} sent, ${checked} checked (401, the last at ${lastChecked.toFixed(2)} s), ${counts[429] ?? 0} refused (429)`,
    );
    console.log(
      `  passwords checked per minute at this pace: ${((checked / elapsed) * 60).toFixed(0)}` +
        ` (with a limit, the sustained rate is the limit per window instead)`,
    );
  } finally {
    await api.close();
  }
}
