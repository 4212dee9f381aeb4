// `first` on the nested lists of the records (`hauler { regions(first: 5) }`): a list field of an
// object type with a `first` argument answers at most that many items, in order (0 to 100, the
// connections' largest page; every item when absent). The cost estimate counts such a list at
// `first` items (cost.ts).
import {
  defaultFieldResolver,
  getNullableType,
  isListType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import { checkCount } from '../relay/connection.ts';

/** Wraps the resolver of every list field with a `first` argument (connections have their own). */
export function applyFirstOnLists(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isListType(getNullableType(field.type))) continue;
      if (!field.args.some((a) => a.name === 'first')) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = async (source, args, ctx, info) => {
        const first = checkCount('first', args.first as number | null | undefined);
        const list = await resolve(source, args, ctx, info);
        return first === undefined || !Array.isArray(list) ? list : list.slice(0, first);
      };
    }
  }
  return schema;
}
