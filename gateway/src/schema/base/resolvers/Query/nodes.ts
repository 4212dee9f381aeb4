import { badInput } from '../../../../errors.ts';
import { resolveNode } from '../../../../relay/node.ts';
import type { Resolver } from '../../../types.ts';

/** Objects by global ids in the given order; each one fails or is null on its own. */
const nodes: Resolver<unknown, { ids: string[] }> = (_, { ids }, ctx, info) => {
  if (ids.length > MAX_IDS) throw badInput(`Ask for at most ${MAX_IDS} ids at once`);
  return ids.map((id) => resolveNode(id, ctx, info));
};

const MAX_IDS = 100;
export default nodes;
