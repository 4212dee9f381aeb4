// The budget of one GraphQL request: an overall deadline (an AbortSignal that every upstream call
// of the request honours, and that every resolver checks) and a ceiling on the response size,
// counted while the response is built, so an oversized answer stops growing instead of being
// built whole and measured afterwards.
import type { ApolloServerPlugin } from '@apollo/server';
import { mapSchema, MapperKind } from '@graphql-tools/utils';
import {
  GraphQLError,
  defaultFieldResolver,
  getNamedType,
  isLeafType,
  type GraphQLSchema,
} from 'graphql';
import { deadlineExceeded, responseTooLarge } from './errors.ts';

/** The deadline and response-size meter of one request. */
export class RequestBudget {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  /** Estimated JSON bytes of the response so far. */
  bytes = 0;
  /** The error that ended the request early (deadline or size), once one did. */
  failure: GraphQLError | undefined;
  private readonly sizes = new WeakMap<object, number>();

  constructor(
    readonly deadlineMs: number,
    readonly maxBytes: number,
    /** Time the request has already spent (e.g. in the session check before the context). */
    elapsedMs = 0,
  ) {
    this.signal = this.controller.signal;
    this.timer = setTimeout(
      () => this.fail(deadlineExceeded(deadlineMs)),
      Math.max(0, deadlineMs - elapsedMs),
    );
    this.timer.unref();
  }

  /** Ends the request with `error`: the signal aborts (upstream calls stop), resolvers throw it. */
  fail(error: GraphQLError) {
    if (this.failure) return;
    this.failure = error;
    clearTimeout(this.timer);
    this.controller.abort(error);
  }

  /** Throws the failure when the request is over its deadline or its size. */
  check() {
    if (this.failure) throw this.failure;
  }

  /** Counts `n` more bytes of response; over the ceiling the request fails. */
  add(n: number) {
    this.bytes += n;
    if (this.bytes > this.maxBytes) this.fail(responseTooLarge(this.maxBytes));
  }

  /** Estimated JSON size of a leaf value (a JSON scalar is measured once per object). */
  sizeOf(value: unknown): number {
    if (value === null || typeof value !== 'object') return estimate(value);
    const known = this.sizes.get(value);
    if (known !== undefined) return known;
    const n = estimate(value);
    this.sizes.set(value, n);
    return n;
  }

  /** Releases the timer (the request is answered). */
  dispose() {
    clearTimeout(this.timer);
  }
}

/**
 * Estimated JSON size of a value: strings by their length, an integer as 8 bytes and another
 * number as 12 (a coordinate such as -87.623457), arrays and plain objects by their parts. It
 * walks a JSON scalar (a zone's boundaries) instead of writing it out, which cost far more: most
 * of a JSON scalar is numbers, and writing a number is the slow part of JSON.stringify. A value
 * with its own `toJSON` (a Date) is measured by writing it.
 */
function estimate(value: unknown): number {
  if (value === null || value === undefined) return 4;
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return Number.isInteger(value) ? 8 : 12;
    case 'bigint':
      return 8;
    case 'boolean':
      return 5;
    case 'object': {
      let n = 2;
      if (Array.isArray(value)) {
        for (const v of value) n += estimate(v) + 1;
        return n;
      }
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
        return JSON.stringify(value)?.length ?? 4;
      }
      const o = value as Record<string, unknown>;
      for (const k in o) if (Object.hasOwn(o, k)) n += k.length + 4 + estimate(o[k]);
      return n;
    }
    default:
      return 8;
  }
}

type WithBudget = { budget?: RequestBudget };

const isPromise = (v: unknown): v is Promise<unknown> =>
  !!v && typeof (v as { then?: unknown }).then === 'function';

/**
 * Wraps every field resolver: it throws once the request is over its deadline or size, and
 * counts the bytes each field adds to the response (key, punctuation, leaf values).
 */
export function meterResolvers(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName) => {
      const resolve = field.resolve ?? defaultFieldResolver;
      const leaf = isLeafType(getNamedType(field.type));
      const keyBytes = fieldName.length + 4;
      return {
        ...field,
        resolve(source, args, ctx: WithBudget, info) {
          const budget = ctx?.budget;
          if (!budget) return resolve(source, args, ctx, info);
          budget.check();
          const result = resolve(source, args, ctx, info);
          // Aliases may be longer than the field name; the key counted is the response key.
          const key = info.fieldNodes[0]?.alias
            ? info.fieldNodes[0].alias.value.length + 4
            : keyBytes;
          if (!leaf) {
            budget.add(key);
            return result;
          }
          if (isPromise(result)) {
            return result.then((v) => {
              budget.add(key + budget.sizeOf(v));
              budget.check();
              return v;
            });
          }
          budget.add(key + budget.sizeOf(result));
          budget.check();
          return result;
        },
      };
    },
  });
}

/**
 * Answers a request that ran out of budget with one clear error: over its size, no data at all
 * (a cut-off answer is of no use); past its deadline, the data resolved in time and one
 * DEADLINE_EXCEEDED error instead of one per unfinished field. Then releases the timer.
 */
export function budgetPlugin(): ApolloServerPlugin<WithBudget> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const budget = contextValue.budget;
          if (!budget) return;
          budget.dispose();
          const failure = budget.failure;
          if (!failure || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const code = failure.extensions.code;
          const error = { message: failure.message, extensions: failure.extensions };
          if (code === 'RESPONSE_TOO_LARGE') {
            response.body.singleResult = { data: null, errors: [error] };
            return;
          }
          // The first error of the deadline (with its path) stands for all of them.
          const errors = result.errors ?? [];
          const first = errors.find((e) => e.extensions?.code === code) ?? error;
          const others = errors.filter((e) => e.extensions?.code !== code);
          response.body.singleResult = { ...result, errors: [first, ...others] };
        },
      };
    },
  };
}
