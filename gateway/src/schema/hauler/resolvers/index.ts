// Haulers and their locations: the collection, one hauler, relations and mutations.
import type { Context } from '../../../context.ts';
import { connectionFromRest, type ConnectionArgs } from '../../../relay/connection.ts';
import { toGlobalId } from '../../../relay/globalId.ts';
import {
  crudMutations,
  flag,
  requiredIdArg,
  nodeThrough,
  orNull,
  snakeCase,
  auditNames,
} from '../../../relay/records.ts';
import type { HaulerRecord, LocationRecord } from '../../../rest/dto.ts';
import type { RestRecord } from '../../../rest/resource.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsFor, type FieldResolvers } from '../../typed.ts';
import type { Domain, NodeLoader, Resolver } from '../../types.ts';

const full = (h: HaulerRecord, ctx: Context) => ctx.loaders.haulerFullById.load(h.id);

const Hauler = {
  ...auditNames,
  ...restFieldsFor<HaulerRecord, G.Hauler>()([
    'name',
    'type',
    'generalNotes',
    'standardService',
    'saturdayService',
    'createdAt',
    'updatedAt',
  ]),
  active: (h) => flag(h.active),
  haulerScore: (h) => (h.hauler_score == null ? null : Number(h.hauler_score)),
  locations: async (h, _, ctx) =>
    (((await full(h, ctx)).locations as RestRecord[]) ?? []).map((l) => ({
      ...l,
      hauler_id: h.id,
    })),
  notes: async (h, _, ctx) => ((await full(h, ctx)).notes as RestRecord[]) ?? [],
  alerts: (h, _, { loaders }) => loaders.alertsByHaulerId.load(h.id),
  regions: async (h, args, { loaders }) => {
    const regions = await loaders.regionsByHaulerId.load(h.id);
    const territory = (args as { territory?: string | null }).territory;
    return territory ? regions.filter((r) => r.territory === territory) : regions;
  },
} satisfies FieldResolvers<G.Hauler, HaulerRecord>;

/** A location's global id names its hauler too: locations are read through the hauler. */
const Location = {
  id: (l) => toGlobalId('Location', `${l.hauler_id}.${l.id}`),
  ...restFieldsFor<LocationRecord, G.Location>()([
    'address',
    'city',
    'state',
    'zipCode',
    'website',
    'phone',
    'latitude',
    'longitude',
  ]),
  hauler: (l, _, { loaders }) => loaders.haulerById.load(l.hauler_id),
} satisfies FieldResolvers<G.Location, LocationRecord>;

const loadLocation: NodeLoader = async (id, ctx) => {
  const [haulerId, locationId] = id.split('.');
  if (!haulerId || !locationId) return null;
  const h = await ctx.loaders.haulerFullById.load(haulerId);
  const l = ((h.locations as RestRecord[]) ?? []).find((x) => String(x.id) === locationId);
  return l ? { ...l, hauler_id: h.id } : null;
};

type HaulersArgs = ConnectionArgs & {
  search?: string | null;
  territory?: string | null;
  active?: boolean | null;
  type?: string | null;
  orderBy?: string | null;
  direction?: string | null;
};

const haulers: Resolver<unknown, HaulersArgs> = (_, a, { rest }) =>
  connectionFromRest(a, (page, perPage) =>
    rest.records.haulers.list({
      page,
      per_page: perPage,
      ...(a.search?.trim() ? { field: 'name', operator: 'ilike', value: a.search.trim() } : {}),
      territory: a.territory ?? undefined,
      active: a.active ?? undefined,
      type: a.type ?? undefined,
      sort: snakeCase(a.orderBy ?? 'name'),
      sort_order: a.direction ?? 'asc',
    }),
  );

const hauler: Resolver<unknown, { id: string }> = async (_, { id }, { loaders }) =>
  orNull(loaders.haulerById.load(requiredIdArg(id, 'Hauler')));

const crud = crudMutations({
  type: 'Hauler',
  field: 'hauler',
  client: (ctx) => ctx.rest.records.haulers,
  loader: (ctx) => ctx.loaders.haulerById,
  required: ['name', 'type'],
  body: {
    convert: {
      locations: (v) =>
        (v as Record<string, unknown>[] | null)?.map((l) =>
          Object.fromEntries(Object.entries(l).map(([k, x]) => [snakeCase(k), x])),
        ) ?? null,
    },
  },
});

const domain = {
  resolvers: {
    Query: { hauler, haulers },
    Mutation: { createHauler: crud.create, updateHauler: crud.update, deleteHauler: crud.remove },
    Hauler,
    Location,
    // Search results link to their records (issue 10).
    QuoteHauler: {
      record: (q: { id: number }, _: unknown, ctx: Context) =>
        orNull(ctx.loaders.haulerById.load(q.id)),
    },
  },
  nodes: { Hauler: nodeThrough((c) => c.loaders.haulerById), Location: loadLocation },
} satisfies Domain;
export default domain;
