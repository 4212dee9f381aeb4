// Enforces `@auth(anyOf, allOf)` and `@feature(name)` on every field resolver of the schema, so
// every path to a type or field (root fields, nested fields, node(id:)) gets the same rule.
import {
  defaultFieldResolver,
  type GraphQLFieldConfig,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { allows } from '@shared/auth/access.ts';
import { accessRules, type AccessRule } from '@shared/auth/access-rules.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import type { Context } from '../context.ts';
import type { GatewayConfig } from '../config.ts';

/** Admits callers without a session (login, viewer, appConfig). */
export const PUBLIC = 'PUBLIC';

/** One `@auth` use: at least one of `anyOf`, and every entry of `allOf`. */
export interface AuthRule {
  anyOf: string[];
  allOf: string[];
}

/** Every field of Query and Mutation without its own rule needs a session. */
const ROOT_DEFAULT: AuthRule = { anyOf: ['LOGGED_IN'], allOf: [] };

export type FeatureName = 'customerPricing' | 'pricingApi' | 'logging';
const FEATURES: Record<FeatureName, (c: GatewayConfig) => boolean> = {
  customerPricing: (c) => c.featureCustomerPricing,
  pricingApi: (c) => c.featurePricingApi,
  logging: (c) => c.featureLogging,
};

const sameEntries = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The table rule (shared/auth/access-rules.ts) an `@auth` use spells, flag aside. */
export function tableRuleOf(rule: AuthRule): AccessRule | undefined {
  return Object.values(accessRules as Record<string, AccessRule>).find(
    (r) => sameEntries(r.anyOf, rule.anyOf) && sameEntries(r.allOf ?? [], rule.allOf),
  );
}

function ruleOf(
  schema: GraphQLSchema,
  node: Parameters<typeof getDirective>[1],
): AuthRule | undefined {
  const d = getDirective(schema, node, 'auth')?.[0];
  if (!d) return undefined;
  const rule = { anyOf: (d.anyOf as string[]) ?? [], allOf: (d.allOf as string[]) ?? [] };
  // One table drives both servers: an @auth that is not one of its rules is a schema bug.
  if (!tableRuleOf(rule)) {
    throw new Error(
      `@auth(anyOf: ${JSON.stringify(rule.anyOf)}, allOf: ${JSON.stringify(rule.allOf)}) on ${
        (node as { name?: string }).name ?? '?'
      } is not a rule of shared/auth/access-rules.ts`,
    );
  }
  return rule;
}

function featureOf(
  schema: GraphQLSchema,
  node: Parameters<typeof getDirective>[1],
): FeatureName | undefined {
  return getDirective(schema, node, 'feature')?.[0]?.name as FeatureName | undefined;
}

/** The `@auth` rule on a named type (object or interface), if any. */
export function typeRule(
  schema: GraphQLSchema,
  type: GraphQLNamedType | undefined | null,
): AuthRule | undefined {
  if (!type || !('getFields' in type)) return undefined;
  return ruleOf(schema, type as never);
}

/** The rules of a type: its own `@auth` and those of the interfaces it implements. */
export function typeRules(
  schema: GraphQLSchema,
  type: GraphQLNamedType | undefined | null,
): AuthRule[] {
  if (!type || !('getFields' in type)) return [];
  const interfaces = 'getInterfaces' in type ? (type as GraphQLObjectType).getInterfaces() : [];
  return [type, ...interfaces].map((t) => typeRule(schema, t)).filter((r): r is AuthRule => !!r);
}

/** True when the session user passes the rule. */
export function passes(
  viewer: { roles: string[]; permissions: string[] } | null,
  rule: AuthRule,
): boolean {
  if (rule.anyOf.includes(PUBLIC)) return true;
  if (!viewer) return false;
  return allows(viewer, rule.anyOf) && rule.allOf.every((r) => allows(viewer, [r]));
}

/** Throws UNAUTHENTICATED without a session and FORBIDDEN when a rule refuses the session user. */
export async function authorize(
  ctx: Context,
  rules: AuthRule[],
  feature?: FeatureName,
): Promise<void> {
  if (feature && !FEATURES[feature](ctx.config)) throw forbidden('This feature is turned off');
  if (rules.every((r) => r.anyOf.includes(PUBLIC))) return;
  const now = ctx.viewerNow();
  const viewer = now !== undefined ? now : await ctx.viewer();
  if (!viewer) throw unauthenticated();
  for (const rule of rules) if (!passes(viewer, rule)) throw forbidden();
}

/**
 * Wraps the resolvers: a field's own rule and its type's rule must both pass. Root fields
 * without a rule need a session; `@auth(anyOf: ["PUBLIC"])` opens one to everybody.
 */
export function applyAuth(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set(
    [schema.getQueryType()?.name, schema.getMutationType()?.name].filter(Boolean),
  );
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (
      field: GraphQLFieldConfig<unknown, Context>,
      _fieldName,
      typeName,
    ) => {
      const type = schema.getType(typeName)!;
      const rules = [...typeRules(schema, type), ruleOf(schema, field)].filter(
        (r): r is AuthRule => !!r,
      );
      if (roots.has(typeName) && !ruleOf(schema, field)) rules.push(ROOT_DEFAULT);
      const feature = featureOf(schema, field) ?? featureOf(schema, type as never);
      if (!rules.length && !feature) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, ctx, info) => {
          // Most nested fields of a request hit a settled viewer: check synchronously.
          const now = feature ? undefined : ctx.viewerNow();
          if (now !== undefined) {
            if (!rules.every((r) => r.anyOf.includes(PUBLIC))) {
              if (!now) throw unauthenticated();
              for (const rule of rules) if (!passes(now, rule)) throw forbidden();
            }
            return resolve(source, args, ctx, info);
          }
          return authorize(ctx, rules, feature).then(() => resolve(source, args, ctx, info));
        },
      };
    },
  });
}

/** The rules that guard a field, as the authorization matrix test reads them. */
export function fieldRules(schema: GraphQLSchema, typeName: string, fieldName: string): AuthRule[] {
  const type = schema.getType(typeName) as GraphQLNamedType & {
    getFields(): Record<string, never>;
  };
  const field = type.getFields()[fieldName];
  const rules = [...typeRules(schema, type), ruleOf(schema, field)].filter(
    (r): r is AuthRule => !!r,
  );
  const roots = [schema.getQueryType()?.name, schema.getMutationType()?.name];
  if (roots.includes(typeName) && !ruleOf(schema, field)) rules.push(ROOT_DEFAULT);
  return rules;
}
