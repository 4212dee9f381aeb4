// What a domain folder exports from `resolvers/index.ts`.
import type { IResolvers } from '@graphql-tools/utils';
import type { Context } from '../context.ts';

/** Loads the record behind a global id of one type (null when there is none). */
export type NodeLoader = (databaseId: string, ctx: Context) => Promise<unknown>;

/** A GraphQL resolver with the gateway's context. */
export type Resolver<Parent = unknown, Args = Record<string, unknown>, Result = unknown> = (
  parent: Parent,
  args: Args,
  ctx: Context,
  info: import('graphql').GraphQLResolveInfo,
) => Result | Promise<Result>;

export interface Domain {
  resolvers: IResolvers<unknown, Context>;
  /** Types that implement Node and how `node(id:)` loads them (through a loader). */
  nodes?: Record<string, NodeLoader>;
}
