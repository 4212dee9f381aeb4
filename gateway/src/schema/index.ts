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
export const domains: Record<string, Domain> = {
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
};

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
    .filter((d) => !domains[d]);
  if (missing.length)
    throw new Error(`Domain folders without resolvers in schema/index.ts: ${missing.join(', ')}`);
  for (const d of Object.values(domains)) if (d.nodes) registerNodeTypes(d.nodes);
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: mergeResolvers(Object.values(domains).map((d) => d.resolvers)),
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  addNodeDefaults(schema);
  return applyAuth(schema);
}
