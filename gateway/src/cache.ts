// Short-lived answers of upstream calls that many requests repeat (the session check, the lookup
// lists, the time zone of a place), kept per gateway process. What each cache may serve stale
// and for how long is written where it is made (`createCaches`) and in gateway/README.md#caches.
import type { SessionUser } from './rest/auth.ts';
import type { LookupDto, LookupKind } from './rest/lookups.ts';
import type { GoogleTimeZone } from './rest/maps.ts';
import type { PreferencesDto } from './rest/preferences.ts';
import type { SearchSource } from './schema/search/link.ts';

/**
 * A map whose entries expire `ttlMs` after they were set, holding at most `maxEntries` and, with
 * `weigh`, at most `maxWeight` in all (the newest entry is kept even when it alone weighs more).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number; weight: number }>();
  private weight = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
    /** The clock (milliseconds); tests pass their own. */
    private readonly now: () => number = Date.now,
    private readonly bound:
      { weigh: (value: V) => number; maxWeight: number } | undefined = undefined,
  ) {}

  /** The value while it is fresh; undefined when absent or expired. */
  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Keeps `value` for the TTL (nothing with a TTL of 0); the oldest entry makes room when full. */
  set(key: K, value: V): void {
    if (this.ttlMs <= 0) return;
    this.delete(key);
    const weight = this.bound ? this.bound.weigh(value) : 0;
    const limit = this.bound?.maxWeight ?? Infinity;
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.weight + weight > limit)
    ) {
      this.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, weight });
    this.weight += weight;
  }

  delete(key: K): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.weight -= e.weight;
  }

  /** The weight held (0 without `weigh`). */
  get totalWeight(): number {
    return this.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The fresh value, or `load()`'s answer, kept when it succeeds (a failure is not kept, so the
   * next caller tries again). Loads are not shared between callers: each runs with its own
   * caller's token and deadline.
   */
  async through(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }
}

/** Entries per cache: enough for every active session and place of a busy day, a few MB at most. */
const MAX_ENTRIES = 10_000;
/**
 * Search answers kept: a few dozen, the searches of the staff working at the moment. A kept
 * answer holds the main API's bytes (outside the JavaScript heap) and its zones and filter views
 * (schema/search/products.ts): 277 kB of bytes and about 94 kB of heap for a downtown ZIP's 135
 * products on the demo data, against 350 kB of heap when it held its product objects.
 */
const MAX_SEARCHES = 32;
/**
 * Products of the kept search answers, in all: an answer's bytes are about 2 kB per product (1.2
 * to 2.6 MB for 350 to 1,500 products on the national data), so about 30 MB at most. The demo
 * data's answers (at most 135 products) all fit in 32; on national data 10 to 23 answers do.
 */
const MAX_SEARCH_PRODUCTS = 16_000;

/** The products a linked search answer holds (its weight in the search cache). */
const productsOf = (s: SearchSource) => s.products.count;

/**
 * The caches of one gateway. What each may serve stale, for at most its TTL:
 * - `sessions` (token -> session user, SESSION_CACHE_MS, default 30 s): a token revoked elsewhere
 *   (logout on another replica, revocation at the auth service), or a user whose roles changed,
 *   keeps the old answer of the gateway's own checks (@auth, internal figures, `viewer`) for up
 *   to the TTL. Every main API call still sends the token, and the main API checks it each time:
 *   its 401/403 ends the session here at once. Logout on this gateway forgets the token at once.
 *   Only accepted sessions are kept; a refused token or an auth outage is asked again next time.
 * - `preferences` (token -> the user's preferences, SESSION_CACHE_MS): a change saved through
 *   this gateway replaces the copy at once; one saved elsewhere (another replica, another tool)
 *   shows here up to the TTL later.
 * - `lookups` (sizes, waste types..., LOOKUP_CACHE_MS, default 60 s): the same for every
 *   logged-in user; an edit made in the main API shows here up to the TTL later.
 * - `timeZones` (by point, TIME_ZONE_CACHE_MS, default 10 min): the zone of a place does not
 *   change; its name and offsets do at a daylight-saving switch, shown up to the TTL late.
 * - `searches` (the viewer's token and the search's arguments -> the linked answer of `quote`,
 *   SEARCH_CACHE_MS, default 10 min): read only by `quoteProduct`, the details a results card
 *   opens, so that they are the card's own (the availability as of the search the card shows);
 *   after the TTL, or when pushed out (past 32 answers or 16,000 products in all), the details
 *   come from the search run again. A new `quote` always searches.
 */
export function createCaches(
  config: {
    sessionCacheMs: number;
    lookupCacheMs: number;
    timeZoneCacheMs: number;
    searchCacheMs?: number;
  },
  now: () => number = Date.now,
) {
  return {
    sessions: new TtlCache<string, SessionUser>(config.sessionCacheMs, MAX_ENTRIES, now),
    preferences: new TtlCache<string, PreferencesDto>(config.sessionCacheMs, MAX_ENTRIES, now),
    lookups: new TtlCache<LookupKind, LookupDto[]>(config.lookupCacheMs, MAX_ENTRIES, now),
    timeZones: new TtlCache<string, GoogleTimeZone | null>(
      config.timeZoneCacheMs,
      MAX_ENTRIES,
      now,
    ),
    searches: new TtlCache<string, SearchSource>(config.searchCacheMs ?? 0, MAX_SEARCHES, now, {
      weigh: productsOf,
      maxWeight: MAX_SEARCH_PRODUCTS,
    }),
  };
}
export type Caches = ReturnType<typeof createCaches>;

/** The session user of a token: the cached answer while fresh, else one session check. */
export function checkSession(
  caches: Caches,
  auth: { check(token: string): Promise<SessionUser> },
  token: string,
): Promise<SessionUser> {
  return caches.sessions.through(token, () => auth.check(token));
}
