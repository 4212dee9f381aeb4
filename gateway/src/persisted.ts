// Persisted operations: relay-compiler writes `web/persisted-queries.json` (id -> text, the id
// being the SHA-256 of the text). The web sends Apollo-APQ style requests carrying only the id;
// this store answers them from that file (re-read when it changes) and keeps ad-hoc APQ
// registrations of other tools in a bounded in-memory map.
import fs from 'node:fs';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

const PREFIX = 'apq:';
const MAX_DYNAMIC = 1000;

/** Apollo's persisted-query cache backed by relay-compiler's map. */
export class PersistedQueryStore implements KeyValueCache<string> {
  private persisted = new Map<string, string>();
  private mtimeMs = -1;
  private readonly dynamic = new Map<string, string>();

  constructor(private readonly file: string) {
    this.reload();
  }

  /** Re-reads the map when the file changed (cheap stat; lets `relay-compiler --watch` work in dev). */
  reload(): void {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      this.persisted = new Map();
      this.mtimeMs = -1;
      return;
    }
    if (stat.mtimeMs === this.mtimeMs) return;
    let map: Record<string, string>;
    try {
      map = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Record<string, string>;
    } catch {
      return; // being rewritten by relay-compiler: keep the previous map, read it again next time
    }
    this.persisted = new Map(Object.entries(map));
    this.mtimeMs = stat.mtimeMs;
  }

  /** The number of persisted operations loaded. */
  get size() {
    return this.persisted.size;
  }

  /** True when the hash names an operation of the web app's persisted map. */
  isPersisted(hash: string | undefined): boolean {
    if (!hash) return false;
    if (!this.persisted.has(hash)) this.reload();
    return this.persisted.has(hash);
  }

  async get(key: string): Promise<string | undefined> {
    const hash = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
    if (this.isPersisted(hash)) return this.persisted.get(hash);
    return this.dynamic.get(hash);
  }

  async set(key: string, value: string): Promise<void> {
    const hash = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
    if (this.persisted.has(hash)) return;
    this.dynamic.delete(hash);
    this.dynamic.set(hash, value);
    if (this.dynamic.size > MAX_DYNAMIC) this.dynamic.delete(this.dynamic.keys().next().value!);
  }

  async delete(key: string): Promise<boolean> {
    return this.dynamic.delete(key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key);
  }
}
