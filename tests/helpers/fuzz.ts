// Arbitraries and settings of the fuzz suite (tests/fuzz/): values that fit a JSON schema of the
// OpenAPI document, with the hostile values of hostile-values.ts mixed in.
import fc from 'fast-check';
import { HOSTILE_KEYS, HOSTILE_VALUES } from './hostile-values.ts';

/** Fixed seed of every fuzz run (reproducible); FUZZ_SEED=<n> replays another one. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_2026);

/** fast-check settings of a fuzz property: fixed seed, a bounded number of runs. */
export const fuzzParams = (numRuns: number): fc.Parameters<unknown> => ({
  seed: FUZZ_SEED,
  numRuns,
  // A failing request against a live server is shrunk, but not for longer than this.
  interruptAfterTimeLimit: 120_000,
  verbose: 1,
});

/** An answer that takes longer than this counts as a hang (AbortSignal.timeout of each request). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** One hostile value of any type. */
export const hostileValue = (): fc.Arbitrary<unknown> => fc.constantFrom(...HOSTILE_VALUES);

export type Schema = Record<string, any>;

/** A value that fits `schema` (an OpenAPI 3.0 schema), small enough for many runs. */
export function fitting(schema: Schema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const alternatives: fc.Arbitrary<unknown>[] = [];
  if (schema.nullable) alternatives.push(fc.constant(null));
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.anyOf)
    return fc.oneof(
      ...(schema.anyOf as Schema[]).map((s) =>
        fitting({ ...schema, anyOf: undefined, ...s }, name, depth),
      ),
    );
  const types: string[] = [].concat(schema.type ?? []);
  for (const type of types) {
    if (type === 'string') {
      const max = Math.min(schema.maxLength ?? 40, 40);
      if (schema.pattern) alternatives.push(fc.stringMatching(new RegExp(schema.pattern)));
      else if (/(^|_)date$|_at$/.test(name)) alternatives.push(isoDate());
      else alternatives.push(fc.string({ maxLength: max }));
    } else if (type === 'integer') {
      // Ids and counts of the demo data are small: most stay in range of a stored record.
      const min = Math.max(schema.minimum ?? -1000, -2147483648);
      const max = Math.min(schema.maximum ?? 1000, /(^|_)ids?$/.test(name) ? 60 : 2147483647);
      alternatives.push(fc.integer({ min, max: Math.max(min, max) }));
    } else if (type === 'number') {
      alternatives.push(
        fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    } else if (type === 'boolean') alternatives.push(fc.boolean());
    else if (type === 'array')
      alternatives.push(
        fc.array(depth > 4 ? fc.constant(null) : fitting(schema.items ?? {}, name, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 3, 3),
          minLength: Math.min(schema.minItems ?? 0, 3),
        }),
      );
    else if (type === 'object') alternatives.push(objectOf(schema, depth));
  }
  // No type: 'Accepted and ignored' (id, created_at...): mostly left out.
  if (!alternatives.length)
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
  return fc.oneof(...alternatives);
}

const isoDate = () =>
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

/**
 * A body for a write of `schema`: one that fits, one with a single hostile property, or a
 * hostile value instead of the whole body.
 */
export function bodyFor(schema: Schema): fc.Arbitrary<unknown> {
  const names = Object.keys((schema.properties ?? {}) as object);
  const alternatives = [
    { weight: 4, arbitrary: fitting(schema) },
    { weight: 1, arbitrary: hostileValue() },
  ];
  if (names.length)
    alternatives.push({
      weight: 5,
      arbitrary: fc
        .tuple(fitting(schema), fc.constantFrom(...names), hostileValue())
        .map(([body, name, bad]) => ({ ...(body as object), [name]: bad })),
    });
  return fc.oneof(...alternatives);
}

/** A value of a nested property: it fits, now and then it is hostile. */
const nestedValue = (schema: Schema, name: string, depth: number) =>
  fc.oneof(
    { weight: 15, arbitrary: fitting(schema, name, depth) },
    { weight: 1, arbitrary: hostileValue() },
  );

/** An object of `schema`'s properties (some left out; nested ones now and then hostile; at the top maybe an extra key). */
function objectOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  if (depth > 4 || !props.length)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
    });
  return fc
    .tuple(
      fc.record(
        Object.fromEntries(
          props.map(([k, s]) => [
            k,
            depth ? nestedValue(s, k, depth + 1) : fitting(s, k, depth + 1),
          ]),
        ),
        {
          requiredKeys: (schema.required as string[] | undefined) ?? [],
        },
      ),
      depth
        ? fc.constant(null)
        : fc.option(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), hostileValue()), { freq: 10 }),
    )
    .map(([record, extra]) => {
      const out: Record<string, unknown> = { ...(record as object) };
      if (extra) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true });
      return out;
    });
}
