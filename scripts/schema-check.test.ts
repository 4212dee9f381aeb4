import { describe, expect, it } from '@jest/globals';
import { breakingChanges, isRecorded } from './schema-check.ts';
import { mergedSchema, schemaIsFresh } from './print-schema.ts';

const before = 'type Query { a: String b(x: Int): Int }';

describe('schema check', () => {
  it('finds breaking changes and accepts additions', async () => {
    expect(await breakingChanges(before, 'type Query { a: String b(x: Int): Int c: Int }')).toEqual(
      [],
    );
    const removed = await breakingChanges(before, 'type Query { a: String }');
    expect(removed.map((c) => c.path)).toEqual(['Query.b']);
    const retyped = await breakingChanges(before, 'type Query { a: Int b(x: Int): Int }');
    expect(retyped.map((c) => c.path)).toEqual(['Query.a']);
  });

  it('accepts a breaking change recorded in the changelog by path', async () => {
    const [change] = await breakingChanges(before, 'type Query { a: String }');
    expect(isRecorded(change!, '- `Query.a` renamed')).toBe(false);
    expect(isRecorded(change!, '- `Query.b` removed: no client used it')).toBe(true);
  });

  it('prints the merged schema sorted, with the directives, and the committed file is fresh', () => {
    const sdl = mergedSchema();
    expect(sdl).toMatch(/directive @auth\(anyOf: \[String!\]!, allOf: \[String!\]\)/);
    expect(sdl.indexOf('type AppConfig')).toBeLessThan(sdl.indexOf('type Viewer'));
    expect(schemaIsFresh()).toBe(true);
  });
});
