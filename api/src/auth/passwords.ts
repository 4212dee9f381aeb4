// Password hashes: Argon2id (OWASP's m=19 MiB, t=2, p=1) for every new hash; the older
// scrypt N=2^14 hashes still verify and are replaced at the next successful login.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hash as argonHash, verify as argonVerify, type Options } from '@node-rs/argon2';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

/** OWASP Password Storage Cheat Sheet, first Argon2id choice. */
export const ARGON2_PARAMS: Options = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

let work = 0;
/** How many password hashes this process has computed (hash or verify). */
export function passwordHashWork(): number {
  return work;
}

/** Hashes a password with Argon2id (PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
export async function hashPassword(password: string): Promise<string> {
  work++;
  return argonHash(password, ARGON2_PARAMS);
}

/** Checks a password against a stored Argon2id or legacy scrypt hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  work++;
  if (stored.startsWith('$argon2')) {
    try {
      return await argonVerify(stored, password);
    } catch {
      return false;
    }
  }
  const [alg, n, r, p, saltB64, hashB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const N = Number(n);
  const R = Number(r);
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: 256 * N * R + 1024 * 1024,
  });
  return timingSafeEqual(expected, actual);
}

/** True when a stored hash is weaker than the current Argon2id parameters. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash that unknown emails are checked against (call at start). */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= argonHash(randomBytes(24).toString('base64'), ARGON2_PARAMS);
  return dummyHash;
}

/**
 * The same work as checking a real account, for an email without one, so that the answer time
 * does not tell whether an account exists. Always false.
 */
export async function verifyUnknownUser(password: string): Promise<false> {
  await verifyPassword(password, await primeDummyHash());
  return false;
}
