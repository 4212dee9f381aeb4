import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { PersistedQueryStore } from './persisted.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-pqs-'));
const file = path.join(dir, 'persisted-queries.json');
const hash = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
const touch = (offsetMs: number) => {
  const t = new Date(Date.now() + offsetMs);
  fs.utimesSync(file, t, t);
};
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('PersistedQueryStore', () => {
  it('answers Apollo APQ keys from the persisted map and keeps other registrations apart', async () => {
    const q = 'query A { viewer { id } }';
    fs.writeFileSync(file, JSON.stringify({ [hash(q)]: q }));
    const store = new PersistedQueryStore(file);
    expect(await store.get(`apq:${hash(q)}`)).toBe(q);
    expect(store.isPersisted(hash(q))).toBe(true);
    await store.set('apq:abc', '{ viewer { email } }');
    expect(await store.get('apq:abc')).toBe('{ viewer { email } }');
    expect(store.isPersisted('abc')).toBe(false);
  });

  it('keeps the previous map while the file is half written, and reads the new one after', async () => {
    const q = 'query B { appConfig { loggingEnabled } }';
    fs.writeFileSync(file, JSON.stringify({ [hash(q)]: q }));
    touch(1000);
    const store = new PersistedQueryStore(file);
    fs.writeFileSync(file, '{"abc');
    touch(2000);
    expect(store.isPersisted(hash(q))).toBe(true);
    const q2 = 'query C { viewer { email } }';
    fs.writeFileSync(file, JSON.stringify({ [hash(q2)]: q2 }));
    touch(3000);
    expect(store.isPersisted(hash(q2))).toBe(true);
  });

  it('works without a file (no web build yet)', async () => {
    const store = new PersistedQueryStore(path.join(dir, 'missing.json'));
    expect(store.size).toBe(0);
    expect(await store.get('apq:x')).toBeUndefined();
  });
});
