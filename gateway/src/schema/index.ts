// Builds the executable schema from every `schema/<domain>/schema.graphql` and the domains'
// resolvers. Add a domain: its folder with schema.graphql and resolvers/index.ts, listed below.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { mergeResolvers } from '@graphql-tools/merge';
import { applyAuth } from '../auth/directive.ts';
import { registerNodeTypes } from '../relay/node.ts';
import { toGlobalId } from '../relay/globalId.ts';
import type { Domain } from './types.ts';
import { applyFirstOnLists } from './firstOnLists.ts';
import { shareNoArguments } from './noArguments.ts';
import type { MutationResolvers, QueryResolvers } from './resolvers.generated.ts';
import base from './base/resolvers/index.ts';
import session from './session/resolvers/index.ts';
import place from './place/resolvers/index.ts';
import lookup from './lookup/resolvers/index.ts';
import search from './search/resolvers/index.ts';
import customerPricing from './customerPricing/resolvers/index.ts';
import hauler from './hauler/resolvers/index.ts';
import region from './region/resolvers/index.ts';
import zone from './zone/resolvers/index.ts';
import pricing from './pricing/resolvers/index.ts';
import availability from './availability/resolvers/index.ts';
import exception from './exception/resolvers/index.ts';
import alert from './alert/resolvers/index.ts';
import note from './note/resolvers/index.ts';
import market from './market/resolvers/index.ts';
import geoNote from './geoNote/resolvers/index.ts';

/** Every domain's resolvers, by folder name. */
export const domains = {
  base,
  session,
  place,
  lookup,
  search,
  customerPricing,
  hauler,
  region,
  zone,
  pricing,
  availability,
  exception,
  alert,
  note,
  market,
  geoNote,
} satisfies Record<string, Domain>;

/** The root fields the domains resolve (from their literal resolver maps). */
type Provided<Root extends string> = {
  [D in keyof typeof domains]: (typeof domains)[D]['resolvers'] extends Record<Root, infer M>
    ? keyof M
    : never;
}[keyof typeof domains];
/** Root fields of schema.graphql no domain resolves: must be `never`. */
type Unresolved<Root extends string, Generated> = Exclude<keyof Generated, Provided<Root>>;
/**
 * A compile error names any Query or Mutation field of the SDL without a resolver
 * (`npm run codegen` regenerates the generated types from schema.graphql).
 */
export const everyRootFieldResolved: [
  Unresolved<'Query', QueryResolvers>,
  Unresolved<'Mutation', MutationResolvers>,
] extends [never, never]
  ? true
  : {
      unresolved: [Unresolved<'Query', QueryResolvers>, Unresolved<'Mutation', MutationResolvers>];
    } = true;

/** The folder holding the domain folders. */
export const schemaDir = path.dirname(fileURLToPath(import.meta.url));

/** The SDL files, base first, then the other domains by name. */
export function sdlFiles(dir = schemaDir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'schema.graphql')))
    .map((d) => d.name)
    .sort((a, b) => (a === 'base' ? -1 : b === 'base' ? 1 : a.localeCompare(b)))
    .map((name) => path.join(dir, name, 'schema.graphql'));
}

/** The SDL texts of every domain. */
export const loadTypeDefs = (dir = schemaDir) =>
  sdlFiles(dir).map((f) => fs.readFileSync(f, 'utf8'));

/** Relay defaults: `id` is the opaque global id and `databaseId` the REST id, unless a domain says otherwise. */
function addNodeDefaults(schema: GraphQLSchema) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node')) continue;
    const fields = type.getFields();
    if (fields.id && !fields.id.resolve) {
      const name = type.name;
      fields.id.resolve = (obj: { id: string | number }) => toGlobalId(name, obj.id);
    }
    if (fields.databaseId && !fields.databaseId.resolve) {
      fields.databaseId.resolve = (obj: { id: string | number }) => obj.id;
    }
  }
}

/** The gateway's executable schema with authorization applied. */
export function buildSchema(): GraphQLSchema {
  const missing = sdlFiles()
    .map((f) => path.basename(path.dirname(f)))
    .filter((d) => !(d in domains));
  if (missing.length)
    throw new Error(`Domain folders without resolvers in schema/index.ts: ${missing.join(', ')}`);
  for (const d of Object.values(domains) as Domain[]) if (d.nodes) registerNodeTypes(d.nodes);
  shareNoArguments();
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    // Cast: @graphql-tools/merge may bring its own @graphql-tools/utils major (same shapes).
    resolvers: mergeResolvers(
      (Object.values(domains) as Domain[]).map((d) => d.resolvers) as unknown as Parameters<
        typeof mergeResolvers
      >[0],
    ),
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  addNodeDefaults(schema);
  applyFirstOnLists(schema);
  return applyAuth(schema);
}
