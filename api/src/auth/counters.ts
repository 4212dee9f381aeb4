// Windowed counters for the sign-in limits: in Redis when REDIS_URL is set (shared by every
// replica), in process memory otherwise. A counter starts its window at its first hit and
// vanishes when the window ends, so nothing stays locked.
import { Redis } from 'ioredis';

/** A counter's value and the milliseconds until its window ends. */
export interface Count {
  count: number;
  resetMs: number;
}

export interface CounterStore {
  /** Adds `by` (default 1) to the counter, starting a window of `windowMs` on the first hit. */
  hit(key: string, windowMs: number, by?: number): Promise<Count>;
  /** Forgets the counter. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counters in this process (one replica, or tests). */
export class MemoryCounters implements CounterStore {
  private readonly entries = new Map<string, { count: number; until: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number, by = 1): Promise<Count> {
    const now = this.now();
    this.sweep(now);
    let e = this.entries.get(key);
    if (!e || e.until <= now) {
      e = { count: 0, until: now + windowMs };
      this.entries.set(key, e);
    }
    e.count = Math.max(0, e.count + by);
    return { count: e.count, resetMs: e.until - now };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  /** Drops ended windows at most once a minute, so the map stays as small as the live counters. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k);
  }
}

// INCRBY, then set the expiry only when the key is new (first hit of a window); answers the
// value and the time left. One script so that two replicas cannot both start a window.
const HIT_SCRIPT = `
local c = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {c, ttl}`;

/** Counters in Redis; when Redis does not answer, falls back to this process's memory. */
export class RedisCounters implements CounterStore {
  private readonly redis: Redis;
  private readonly fallback = new MemoryCounters();

  constructor(
    url: string,
    private readonly prefix = 'dq:auth:',
    private readonly warn: (msg: string) => void = (m) => console.warn(m),
  ) {
    this.redis = new Redis(url, {
      lazyConnect: false,
      enableOfflineQueue: true,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
    });
    // Connection errors are reported per command below; without a listener ioredis logs each.
    this.redis.on('error', () => {});
  }

  async hit(key: string, windowMs: number, by = 1): Promise<Count> {
    try {
      const [count, ttl] = (await this.redis.eval(
        HIT_SCRIPT,
        1,
        this.prefix + key,
        String(windowMs),
        String(by),
      )) as [number, number];
      return { count: Math.max(0, Number(count)), resetMs: Number(ttl) };
    } catch (err) {
      this.warn(`Redis counters unavailable, counting in memory: ${(err as Error).message}`);
      return this.fallback.hit(key, windowMs, by);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(this.prefix + key);
    } catch (err) {
      this.warn(`Redis counters unavailable: ${(err as Error).message}`);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
    this.redis.disconnect();
  }
}

/** The store for the configuration: Redis with a URL, memory without. */
export function createCounters(redisUrl: string | undefined, prefix?: string): CounterStore {
  return redisUrl ? new RedisCounters(redisUrl, prefix) : new MemoryCounters();
}
