// Sign-in limits (issue 19): login attempts per account and per client address, and
// password-reset requests, each counted in a fixed window that ends by itself.
import { createHash } from 'node:crypto';
import type { CounterStore } from './counters.ts';

/** How many attempts each window admits. */
export interface SignInLimits {
  /** Login attempts per account (email) per login window. */
  loginPerAccount: number;
  /** Login attempts per client address per login window (offices share one address). */
  loginPerAddress: number;
  loginWindowMs: number;
  /** Password-reset requests per email per reset window. */
  resetPerAccount: number;
  /** Password-reset requests per client address per reset window. */
  resetPerAddress: number;
  resetWindowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  loginPerAccount: 10,
  loginPerAddress: 100,
  loginWindowMs: 15 * 60_000,
  resetPerAccount: 3,
  resetPerAddress: 20,
  resetWindowMs: 60 * 60_000,
};

/** A refusal: the message for the caller and when to try again. */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

const emailKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minute' : `${n} minutes`;
}

/** Counts sign-in attempts and refuses those over the limits. */
export class SignInLimiter {
  constructor(
    private readonly store: CounterStore,
    readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
  ) {}

  /**
   * Counts a login attempt before the password is checked (so parallel guesses count too);
   * answers a refusal when the account or the address is over its limit.
   */
  async beginLogin(email: string, address: string): Promise<Refusal | null> {
    const { loginPerAccount, loginPerAddress, loginWindowMs } = this.limits;
    const [account, addr] = await Promise.all([
      this.store.hit(`login:account:${emailKey(email)}`, loginWindowMs),
      this.store.hit(`login:address:${address}`, loginWindowMs),
    ]);
    const waits = [
      account.count > loginPerAccount ? account.resetMs : 0,
      addr.count > loginPerAddress ? addr.resetMs : 0,
    ];
    const wait = Math.max(...waits);
    if (!wait) return null;
    return {
      message: `Too many login attempts, try again in ${minutes(wait)}.`,
      retryAfterSeconds: Math.ceil(wait / 1000),
    };
  }

  /** After a correct password: the account starts afresh and the attempt leaves the address count. */
  async loginSucceeded(email: string, address: string): Promise<void> {
    await Promise.all([
      this.store.reset(`login:account:${emailKey(email)}`),
      this.store.hit(`login:address:${address}`, this.limits.loginWindowMs, -1),
    ]);
  }

  /** Counts a password-reset request; answers a refusal when over a limit. */
  async passwordReset(email: string, address: string): Promise<Refusal | null> {
    const { resetPerAccount, resetPerAddress, resetWindowMs } = this.limits;
    const [account, addr] = await Promise.all([
      this.store.hit(`reset:account:${emailKey(email)}`, resetWindowMs),
      this.store.hit(`reset:address:${address}`, resetWindowMs),
    ]);
    const wait = Math.max(
      account.count > resetPerAccount ? account.resetMs : 0,
      addr.count > resetPerAddress ? addr.resetMs : 0,
    );
    if (!wait) return null;
    return {
      message: `Too many password-reset requests, try again in ${minutes(wait)}.`,
      retryAfterSeconds: Math.ceil(wait / 1000),
    };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
