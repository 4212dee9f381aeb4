// What a domain folder exports from `resolvers/index.ts`.
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';

/**
 * Loads the record behind a global id of one type for node(id:) / nodes(ids:), null when there is
 * none; `info` is that field's (to look ahead at what it selects).
 */
export type NodeLoader = (
  databaseId: string,
  ctx: Context,
  info: GraphQLResolveInfo,
) => Promise<unknown>;

/** A GraphQL resolver with the gateway's context. */
export type Resolver<Parent = unknown, Args = Record<string, unknown>, Result = unknown> = (
  parent: Parent,
  args: Args,
  ctx: Context,
  info: GraphQLResolveInfo,
) => Result | Promise<Result>;

export interface Domain {
  resolvers: IResolvers<unknown, Context>;
  /** Types that implement Node and how `node(id:)` loads them (through a loader). */
  nodes?: Record<string, NodeLoader>;
}
