// Operations of the GraphQL fuzz (tests/fuzz/graphql.test.ts) built from schema.graphql: a root
// field with variables of its argument types (mostly fitting, now and then hostile or of another
// type) and a random selection within the depth limit.
import fs from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { toGlobalId } from '../../gateway/src/relay/globalId.ts';
import { HOSTILE_STRINGS } from './hostile-values.ts';
import { hostileValue } from './fuzz.ts';

export const schema: GraphQLSchema = buildSchema(
  fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'),
);

/** Types whose records have global ids (implementations of Node). */
const NODE_TYPES = schema.getPossibleTypes(schema.getType('Node') as never).map((t) => t.name);

/** A global id: mostly of a record of the demo data (of `type` when known), else no id at all. */
const globalId = (type?: string) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          type ? fc.constant(type) : fc.constantFrom(...NODE_TYPES),
          fc.integer({ min: 1, max: 40 }),
        )
        .map(([t, n]) => toGlobalId(t, n)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('Hauler:2147483648', 'Hauler:-1', 'Hauler:x', 'Nope:1', ':1', 'Hauler:')
        .map((s) => Buffer.from(s).toString('base64')),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  );

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The record type an id argument or field names: `haulerId` a Hauler, `id` the one of `context`. */
function idType(name: string, context?: string): string | undefined {
  const m = /^(.*?)Ids?$/.exec(name);
  const t = m?.[1] ? cap(m[1]) : /^ids?$/.test(name) ? context : undefined;
  return t && NODE_TYPES.includes(t) ? t : undefined;
}
/** The record type a root field is about: `updateHauler` and `hauler` are about a Hauler. */
export const rootType = (field: string) =>
  cap(field.replace(/^(create|update|delete|exclude|merge|save)/, '').replace(/Geometry$/, ''));

const date = fc.date({
  min: new Date('2000-01-01'),
  max: new Date('2040-01-01'),
  noInvalidDate: true,
});

/** Values each scalar accepts (hostile ones come from hostileValue); text may be hostile text. */
const SCALARS: Record<string, fc.Arbitrary<unknown>> = {
  Int: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: -2, max: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom(2147483647, -2147483648) },
  ),
  Float: fc.oneof(
    { weight: 6, arbitrary: fc.double({ min: -200, max: 200, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, 5e-324) },
  ),
  String: fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  ),
  Boolean: fc.boolean(),
  Date: date.map((d) => d.toISOString().slice(0, 10)),
  DateTime: fc.oneof(
    date.map((d) => d.toISOString()),
    // Date.parse takes these too.
    fc.constantFrom('1', '-0', '2024-02-30T00:00:00Z', 'Tue, 1 Jan 2030 00:00:00 GMT'),
  ),
  Money: fc.oneof(
    fc.integer({ min: -1000, max: 100_000 }).map((n) => n / 100),
    fc.constantFrom('12.34', '-0', '99999999999999.99', 1e15),
  ),
};

/** A value of an input type: fits it mostly, now and then hostile (any JSON type). */
export const inputValue = (
  type: GraphQLInputType,
  depth = 0,
  idOf?: string,
): fc.Arbitrary<unknown> =>
  depth
    ? fc.oneof(
        { weight: 30, arbitrary: fittingInput(type, depth, idOf) },
        { weight: 1, arbitrary: hostileValue() },
      )
    : fittingInput(type, depth, idOf);

function fittingInput(type: GraphQLInputType, depth: number, idOf?: string): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fittingInput(type.ofType, depth, idOf);
  if (isListType(type))
    return fc.array(inputValue(type.ofType, depth + 1, idOf), { maxLength: depth > 2 ? 1 : 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    if (depth > 3) return fc.constant({});
    return fc.record(
      Object.fromEntries(
        fields.map((f) => [f.name, inputValue(f.type, depth + 1, idType(f.name, idOf))]),
      ),
      { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
    );
  }
  const name = (type as GraphQLNamedType).name;
  if (name === 'ID') return globalId(idOf);
  return SCALARS[name] ?? fc.jsonValue({ maxDepth: 2 });
}

/** `first`/`last` and other Int arguments written in the document. */
const INLINE_INTS = [-1, 0, 1, 3, 100, 1000, 2147483647];

const memo = new Map<string, fc.Arbitrary<string>>();

/** A selection set on `type` (fields without required arguments), `depth` levels at most. */
export function selection(type: GraphQLNamedType, depth: number): fc.Arbitrary<string> {
  const key = `${type.name}:${depth}`;
  if (!memo.has(key))
    memo.set(
      key,
      fc.constant(null).chain(() => buildSelection(type, depth)),
    );
  return memo.get(key)!;
}

function buildSelection(type: GraphQLNamedType, depth: number): fc.Arbitrary<string> {
  if (isLeafType(type)) return fc.constant('');
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type);
    return fc
      .constantFrom(...possible)
      .chain((t) => selection(t, depth).map((s) => `{ __typename ... on ${t.name} ${s} }`));
  }
  if (!isObjectType(type)) return fc.constant('{ __typename }');
  const fields = Object.values(type.getFields()).filter(
    (f) =>
      !f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined) &&
      (depth > 0 || isLeafType(getNamedType(f.type))),
  );
  if (!fields.length) return fc.constant('{ __typename }');
  return fc
    .subarray(fields, { minLength: 1, maxLength: Math.min(4, fields.length) })
    .chain((chosen) => fc.tuple(...chosen.map((f) => fieldSelection(f, depth))))
    .map((parts) => `{ ${parts.join(' ')} }`);
}

function fieldSelection(f: GraphQLField<unknown, unknown>, depth: number): fc.Arbitrary<string> {
  const ints = f.args.filter((a) => getNamedType(a.type).name === 'Int');
  const args = ints.length
    ? fc
        .option(fc.constantFrom(...INLINE_INTS), { freq: 3 })
        .map((n) => (n === null ? '' : `(${ints[0]!.name}: ${n})`))
    : fc.constant('');
  return fc
    .tuple(args, selection(getNamedType(f.type), depth - 1))
    .map(([a, s]) => `${f.name}${a} ${s}`);
}

export interface Operation {
  query: string;
  variables: Record<string, unknown>;
  /** Root field, for the counts. */
  field: string;
  mutation: boolean;
}

/** An operation on one root field of Query or Mutation, its arguments passed as variables. */
export function operationOn(
  f: GraphQLField<unknown, unknown>,
  mutation: boolean,
): fc.Arbitrary<Operation> {
  const args = f.args;
  const values = fc.tuple(
    ...args.map((a) =>
      fc.option(inputValue(a.type, 0, idType(a.name, rootType(f.name)) ?? rootType(f.name)), {
        freq: 8,
        nil: undefined,
      }),
    ),
  );
  // A third of the operations carry one hostile value: an argument, or a field of an input.
  const spoiled = args.length
    ? fc
        .tuple(values, fc.nat(args.length - 1), fc.nat(1000), hostileValue())
        .map(([vs, i, k, bad]) => {
          const out = [...vs];
          const v = out[i];
          if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length) {
            const keys = Object.keys(v);
            out[i] = { ...v, [keys[k % keys.length]!]: bad };
          } else out[i] = bad;
          return out;
        })
    : values;
  return fc
    .tuple(
      fc.oneof({ weight: 2, arbitrary: values }, { weight: 1, arbitrary: spoiled }),
      selection(getNamedType(f.type), 4),
    )
    .map(([values, sel]) => {
      const decl = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const pass = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const variables: Record<string, unknown> = {};
      args.forEach((a, i) => {
        if (values[i] !== undefined) variables[a.name] = values[i];
      });
      return {
        query: `${mutation ? 'mutation' : 'query'} Fuzz${decl ? `(${decl})` : ''} { ${f.name}${pass ? `(${pass})` : ''} ${sel} }`,
        variables,
        field: f.name,
        mutation,
      };
    });
}
