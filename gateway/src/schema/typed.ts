// Compile-time links between the SDL (resolvers.generated.ts, GraphQL Code Generator), the REST
// records (rest/dto.ts, from the main API's /openapi.json) and the resolver maps of the domains.
import { restFields, restFieldsOf } from '../relay/records.ts';
import type { CamelCase, CamelFields, Known } from '../rest/dto.ts';
import type { Resolver } from './types.ts';

/**
 * The field resolvers of one GraphQL object type over one REST record: only fields the SDL
 * declares (a misspelt or removed field is a compile error), each receiving the typed record.
 * Use with `satisfies`.
 */
export type FieldResolvers<GqlType, Parent> = {
  [K in Exclude<keyof GqlType, '__typename'>]?: Resolver<Parent, any, unknown>;
};

/**
 * `restFields` with both ends checked: each name is a field of the GraphQL type and the camelCase
 * of a field the main API declares for the record (a renamed REST field is a compile error).
 */
export const restFieldsFor =
  <Parent, GqlType>() =>
  <F extends CamelFields<Parent> & Exclude<keyof GqlType, '__typename'> & string>(
    names: readonly F[],
  ) =>
    restFields(names) as unknown as Record<F, Resolver<Parent>>;

/**
 * `restFieldsOf` (REST names in, camelCase fields out) with both ends checked: each name is a
 * field the main API declares and its camelCase a field of the GraphQL type.
 */
export const restFieldsOfFor =
  <Parent, GqlType>() =>
  <N extends keyof Known<Parent> & string>(
    names: readonly (N & (CamelCase<N> extends keyof GqlType ? N : never))[],
  ) =>
    restFieldsOf(names) as unknown as Record<CamelCase<N>, Resolver<Parent>>;
