import { describe, expect, it } from '@jest/globals';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { jsonBytes, lazySerializers } from './serializers.ts';

describe('lazy response serializers', () => {
  it("compile a route's serializer on its first answer, once, and answer what Fastify's would", () => {
    const compiled: string[] = [];
    const fastify = SerializerSelector();
    const counting: typeof fastify = (external, options) => {
      const compile = fastify(external, options);
      return (route) => {
        compiled.push(route.url);
        return compile(route);
      };
    };
    const shared = {
      Thing: { $id: 'Thing', type: 'object', properties: { id: { type: 'integer' } } },
    };
    const route = {
      method: 'GET',
      url: '/things/:id',
      httpStatus: '200',
      schema: { type: 'object', properties: { thing: { $ref: 'Thing#' }, n: { type: 'integer' } } },
    };
    const serialize = lazySerializers(counting)(shared)(route);
    expect(compiled).toEqual([]);
    const doc = { thing: { id: 7, secret: 'not declared' }, n: '3', extra: true };
    expect(serialize(doc)).toBe(fastify(shared)(route)(doc));
    expect(JSON.parse(serialize(doc))).toEqual({ thing: { id: 7 }, n: 3 });
    expect(compiled).toEqual(['/things/:id']);
  });
});

describe('jsonBytes', () => {
  const tricky = {
    id: 7,
    skipped: undefined,
    fn: () => 1,
    sym: Symbol('s'),
    when: new Date('2026-11-27T10:00:00Z'),
    keyed: { toJSON: (key: string) => `as ${key}` },
    text: 'Closed 11/26\u201311/27 "quoted" \\ caf\u00e9 \u{1F69B}',
    nan: Number.NaN,
    negativeZero: -0,
    empty: { list: [], object: {} },
    list: [
      undefined,
      () => 1,
      Symbol('x'),
      null,
      1,
      'two',
      { deep: [{ deeper: [1, { a: undefined }] }] },
    ],
    boxed: Object.assign(Object.create(null), { plain: true }),
    map: new Map([[1, 2]]),
    string: new String('boxed'),
    'weird "key"\n': 1,
  };
  /** JSON.stringify's text with each character past ASCII escaped. */
  const ascii = (v: unknown) =>
    JSON.stringify(v).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  it.each([0, 1, 2, 3, 6])(
    'writes the JSON JSON.stringify writes, in ASCII, %p levels down',
    (depth) => {
      for (const value of [tricky, [tricky, tricky], 'text', 'caf\u00e9', 3, null, [], {}]) {
        const bytes = jsonBytes(value, depth);
        expect(bytes.toString('latin1')).toBe(ascii(value));
        expect(bytes.every((b) => b < 0x80)).toBe(true);
        expect(JSON.parse(bytes.toString('utf8'))).toEqual(JSON.parse(JSON.stringify(value)));
      }
    },
  );
  it('writes a character past U+FFFF as the escapes of its two surrogates, and a lone surrogate as JSON.stringify does', () => {
    expect(jsonBytes({ truck: '\u{1F69B}', lone: '\ud800' }).toString('latin1')).toBe(
      '{"truck":"\\ud83d\\ude9b","lone":"\\ud800"}',
    );
  });
  it('is JSON a reader parses back to the value (a search answer: zones with products)', () => {
    const answer = {
      id: 1,
      search_results: [{ id: 2, rolloff_pricing: [{ id: 3, price: '1.00' }] }],
      availability_results: { a1: { kind: 'x' } },
    };
    expect(JSON.parse(jsonBytes(answer).toString('utf8'))).toEqual(answer);
  });
});
