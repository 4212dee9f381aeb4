// Response serializers built on a route's first answer instead of at start-up. Fastify compiles
// every route's response schemas with fast-json-stringify when the app starts, and each compile
// checks and resolves all the shared record schemas (schemas/responses.ts) again: about 0.8 s of
// CPU per start, most of an API start in the tests (which start one per file) and in a replica's
// cold start. Each route still gets Fastify's own serializer (same options, same shared schemas),
// compiled once, when it first answers with that status.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Serializer = (doc: unknown) => string;

/** A `compilersFactory.buildSerializer` that compiles each route's serializer on first use. */
export function lazySerializers(eager: Factory = SerializerSelector()): Factory {
  return (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}

/**
 * The JSON of `JSON.stringify(value)` as bytes, with every character past ASCII written as a
 * `\u` escape (the same value to any JSON reader), made of the JSON of its parts `depth` levels
 * down (the zones of a search answer at 2), encoded part by part. Why parts: V8's `JSON.stringify`
 * answers a large text as a rope of pieces, and encoding that rope (`Buffer.from`) costs more than
 * writing it: 34 ms for a 4.7 MB search answer against 15 ms for `JSON.stringify` (Node 20);
 * parts of a few tens of kB encode at a fraction of that (1.0 to 1.7 MB answers in 3.5 to 5.6 ms
 * instead of 10 to 11). Why ASCII: one character past Latin-1 (an en dash in a closure's dates)
 * makes the reader's whole text two bytes a character, and parsing it 60 % slower (a 1 MB answer:
 * 10.4 ms against 6.4). `toJSON` is called with its key, undefined, functions and symbols are left
 * out of objects and are null in arrays, and anything but plain objects and arrays is written by
 * `JSON.stringify` itself.
 */
export function jsonBytes(value: unknown, depth = 2): Buffer {
  const out: Buffer[] = [];
  writeJson(out, resolved(value, ''), depth);
  return Buffer.concat(out);
}

const OPEN_ARRAY = Buffer.from('[');
const CLOSE_ARRAY = Buffer.from(']');
const OPEN_OBJECT = Buffer.from('{');
const CLOSE_OBJECT = Buffer.from('}');
const COMMA = Buffer.from(',');
const NULL = Buffer.from('null');

/** A value as JSON.stringify writes it under `key`: after its `toJSON`. */
function resolved(value: unknown, key: string): unknown {
  return value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
    ? (value as { toJSON(key: string): unknown }).toJSON(key)
    : value;
}

/** Values JSON.stringify leaves out of an object (and writes as null in an array). */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

function writeJson(out: Buffer[], value: unknown, depth: number): void {
  if (depth > 0 && value !== null && typeof value === 'object') {
    if (Array.isArray(value)) {
      out.push(OPEN_ARRAY);
      for (let i = 0; i < value.length; i++) {
        if (i > 0) out.push(COMMA);
        const v = resolved(value[i], String(i));
        if (omitted(v)) out.push(NULL);
        else writeJson(out, v, depth - 1);
      }
      out.push(CLOSE_ARRAY);
      return;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      out.push(OPEN_OBJECT);
      let first = true;
      for (const key of Object.keys(value)) {
        const v = resolved((value as Record<string, unknown>)[key], key);
        if (omitted(v)) continue;
        writeText(out, `${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        writeJson(out, v, depth - 1);
      }
      out.push(CLOSE_OBJECT);
      return;
    }
  }
  writeText(out, JSON.stringify(value) ?? 'null');
}

/** JSON text as ASCII bytes. */
function writeText(out: Buffer[], text: string): void {
  const bytes = Buffer.from(text);
  // As many bytes as UTF-16 units: all ASCII (anything past it takes two bytes or more per unit).
  out.push(bytes.length === text.length ? bytes : Buffer.from(text.replace(PAST_ASCII, escaped)));
}

// Each UTF-16 unit past ASCII: a character past U+FFFF is its two surrogates, as JSON escapes them.
const PAST_ASCII = /[\u0080-\uffff]/g;
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
