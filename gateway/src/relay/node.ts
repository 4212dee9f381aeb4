// node(id:) and nodes(ids:): decode the global id, check the type's @auth rule exactly as the
// typed fields do, then load through the type's loader.
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import { authorize, typeRules } from '../auth/directive.ts';
import { codeOf } from '../errors.ts';
import type { NodeLoader } from '../schema/types.ts';
import { fromGlobalId } from './globalId.ts';

const loaders = new Map<string, NodeLoader>();

/** Registers how the types of a domain are loaded by node(id:). */
export function registerNodeTypes(nodes: Record<string, NodeLoader>) {
  for (const [type, load] of Object.entries(nodes)) loaders.set(type, load);
}

/** The types node(id:) can load. */
export const nodeTypes = () => [...loaders.keys()];

/** The record of a global id with its `__typename`, null when it does not exist. */
export async function resolveNode(globalId: string, ctx: Context, info: GraphQLResolveInfo) {
  const { type, id } = fromGlobalId(globalId);
  const load = loaders.get(type);
  if (!load) return null;
  const rules = typeRules(info.schema, info.schema.getType(type));
  await authorize(ctx, rules.length ? rules : [{ anyOf: ['LOGGED_IN'], allOf: [] }]);
  try {
    const record = await load(id, ctx, info);
    return record ? { ...(record as object), __typename: type } : null;
  } catch (err) {
    if (codeOf(err) === 'NOT_FOUND') return null;
    throw err;
  }
}
