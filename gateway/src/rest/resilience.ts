// How the gateway protects itself and its upstreams (main API, auth service, maps): one circuit
// breaker per upstream opened by a share of failures over a time window, a retry budget per
// upstream, decorrelated-jitter backoff and Retry-After parsing. HttpClient (http.ts) applies them.
import {
  ExponentialBackoff,
  circuitBreaker,
  handleWhen,
  CircuitState,
  type CircuitBreakerPolicy,
  type IBreaker,
} from 'cockatiel';

/** How an upstream is protected: breaker threshold and pause, retry budget and backoff. */
export interface Resilience {
  /**
   * Faults (down, 5xx, timeouts) within `failureWindowMs` that open the breaker, when they are
   * also at least `failureRatio` of the calls finished in that window.
   */
  failureThreshold: number;
  failureRatio: number;
  failureWindowMs: number;
  /** How long an open breaker refuses calls before one test call is let through. */
  halfOpenAfterMs: number;
  /** Retries allowed as a share of the calls of the last `budgetWindowMs`... */
  retryRatio: number;
  /** ...plus this many retries per second regardless of traffic. */
  minRetriesPerSecond: number;
  budgetWindowMs: number;
  /** First and largest backoff (decorrelated jitter in between). */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** The longest Retry-After honoured; a longer one fails the call at once. */
  maxRetryAfterMs: number;
}

export const RESILIENCE_DEFAULTS: Resilience = {
  failureThreshold: 5,
  failureRatio: 0.5,
  failureWindowMs: 10_000,
  halfOpenAfterMs: 5000,
  retryRatio: 0.2,
  minRetriesPerSecond: 2,
  budgetWindowMs: 10_000,
  initialBackoffMs: 50,
  maxBackoffMs: 2000,
  maxRetryAfterMs: 5000,
};

/**
 * Retries allowed per upstream: a share of recent calls plus a small floor, so that a failing
 * upstream sees at most ~(1 + ratio) times its normal load instead of (1 + retries) times.
 */
export class RetryBudget {
  private events: { at: number; retry: boolean }[] = [];
  constructor(private readonly r: Resilience) {}
  private trim(now: number) {
    const from = now - this.r.budgetWindowMs;
    let i = 0;
    while (i < this.events.length && this.events[i]!.at < from) i++;
    if (i) this.events = this.events.slice(i);
  }
  /** Counts a first attempt. */
  recordCall(now = Date.now()) {
    this.trim(now);
    this.events.push({ at: now, retry: false });
  }
  /** True (and counted) when one more retry fits in the budget. */
  tryRetry(now = Date.now()): boolean {
    this.trim(now);
    const retries = this.events.filter((e) => e.retry).length;
    const calls = this.events.length - retries;
    const allowed =
      (this.r.minRetriesPerSecond * this.r.budgetWindowMs) / 1000 + this.r.retryRatio * calls;
    if (retries >= allowed) return false;
    this.events.push({ at: now, retry: true });
    return true;
  }
}

/**
 * When the breaker opens: at least `failureThreshold` faults and at least `failureRatio` of the
 * calls of the last `failureWindowMs` (counted in tenths of the window). An upstream that is down
 * fails every call and opens it after `failureThreshold` faults; a load-balanced upstream that
 * lost one replica fails only the calls cut off on it while the others keep succeeding, and stays
 * closed. In half-open, the test call decides alone: a success starts a new window, a fault opens
 * the breaker again.
 */
export class FailureRatioBreaker implements IBreaker {
  private buckets: { slot: number; ok: number; failed: number }[] = [];
  constructor(
    private readonly r: Pick<Resilience, 'failureThreshold' | 'failureRatio' | 'failureWindowMs'>,
    private readonly now: () => number = Date.now,
  ) {}
  get state(): unknown {
    return this.buckets;
  }
  set state(value: unknown) {
    this.buckets = Array.isArray(value) ? (value as typeof this.buckets) : [];
  }
  success(state: CircuitState) {
    if (state === CircuitState.HalfOpen) this.buckets = [];
    this.bucket().ok++;
  }
  failure(state: CircuitState): boolean {
    this.bucket().failed++;
    if (state !== CircuitState.Closed) return true;
    let ok = 0;
    let failed = 0;
    for (const b of this.buckets) {
      ok += b.ok;
      failed += b.failed;
    }
    return failed >= this.r.failureThreshold && failed >= this.r.failureRatio * (ok + failed);
  }
  /** The bucket of the current tenth of the window, older ones dropped. */
  private bucket() {
    const width = Math.max(1, this.r.failureWindowMs / 10);
    const slot = Math.floor(this.now() / width);
    this.buckets = this.buckets.filter((b) => b.slot > slot - 10);
    let b = this.buckets[this.buckets.length - 1];
    if (!b || b.slot !== slot) {
      b = { slot, ok: 0, failed: 0 };
      this.buckets.push(b);
    }
    return b;
  }
}

/** A failure of the upstream itself (unreachable, overloaded, too slow): it feeds the breaker. */
export class UpstreamFault extends Error {
  constructor(
    readonly kind: 'status' | 'timeout' | 'network',
    readonly status = 0,
    readonly text = '',
    readonly retryAfterMs?: number,
    readonly error?: unknown,
  ) {
    super(`upstream ${kind} ${status}`);
  }
}

export interface Upstream {
  breaker: CircuitBreakerPolicy;
  budget: RetryBudget;
  settings: Resilience;
}
const upstreams = new Map<string, Upstream>();

/** The breaker and retry budget of one upstream (main API, auth service, maps), per process. */
export function upstreamFor(baseUrl: string, given: Partial<Resilience> = {}): Upstream {
  const key = baseUrl.replace(/\/+$/, '');
  let u = upstreams.get(key);
  if (!u) {
    const settings = { ...RESILIENCE_DEFAULTS, ...given };
    u = {
      settings,
      budget: new RetryBudget(settings),
      breaker: circuitBreaker(
        handleWhen((e) => e instanceof UpstreamFault),
        {
          halfOpenAfter: settings.halfOpenAfterMs,
          breaker: new FailureRatioBreaker(settings),
        },
      ),
    };
    upstreams.set(key, u);
  }
  return u;
}

/** Forgets every breaker and budget (tests). */
export function resetUpstreams() {
  upstreams.clear();
}

/** Retry-After as milliseconds (seconds or an HTTP date); undefined when absent or unusable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Exponential backoff with decorrelated jitter, so retries of many callers do not line up. */
export const jitter = (r: Resilience) =>
  new ExponentialBackoff({ initialDelay: r.initialBackoffMs, maxDelay: r.maxBackoffMs });
