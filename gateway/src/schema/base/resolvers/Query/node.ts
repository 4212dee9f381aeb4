import { resolveNode } from '../../../../relay/node.ts';
import type { Resolver } from '../../../types.ts';

/** Any object by its global id, authorized like its typed fields. */
const node: Resolver<unknown, { id: string }> = (_, { id }, ctx, info) =>
  resolveNode(id, ctx, info);
export default node;
