// web/persisted-queries.json is the gateway's list of answerable operations: the app's, and not
// the component tests' wrapper queries (@relay_test_operation), which relay-compiler persists too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '..');

/** [operation name, persisted id, is a test operation] of every artifact under web/src. */
function artifacts(dir = path.join(root, 'web/src')): [string, string, boolean][] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return artifacts(p);
    if (!e.name.endsWith('.graphql.ts')) return [];
    const text = fs.readFileSync(p, 'utf8');
    const id = /"id": "([0-9a-f]{64})"/.exec(text)?.[1];
    if (!id) return [];
    return [[e.name, id, text.includes('"relayTestingSelectionTypeInfo"')]];
  });
}

describe('web/persisted-queries.json', () => {
  const persisted = JSON.parse(
    fs.readFileSync(path.join(root, 'web/persisted-queries.json'), 'utf8'),
  ) as Record<string, string>;
  const all = artifacts();

  it("holds every operation of the app's artifacts", () => {
    const missing = all.filter(([, id, test]) => !test && !(id in persisted)).map(([n]) => n);
    expect(missing).toEqual([]);
  });

  it("holds none of the component tests' wrapper queries", () => {
    expect(all.some(([, , test]) => test)).toBe(true);
    const leaked = all.filter(([, id, test]) => test && id in persisted).map(([n]) => n);
    expect(leaked).toEqual([]);
  });
});
