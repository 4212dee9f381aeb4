// Zones (service areas): relations (hauler, region, market, pricing, alerts) and mutations.
import type { Context } from '../../../context.ts';
import { badInput } from '../../../errors.ts';
import {
  crudMutations,
  flag,
  geometryMerge,
  idArg,
  nodeThrough,
  orNull,
  writing,
  auditNames,
} from '../../../relay/records.ts';
import type { ServiceAreaRecord } from '../../../rest/dto.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsFor, type FieldResolvers } from '../../typed.ts';
import type { Domain, Resolver } from '../../types.ts';

const Zone = {
  ...auditNames,
  ...restFieldsFor<ServiceAreaRecord, G.Zone>()([
    'name',
    'color',
    'specialUse',
    'searchText',
    'netsuiteName',
    'permitInfo',
    'serviceAreaDefined',
    'boundaries',
    'createdAt',
    'updatedAt',
  ]),
  active: (z) => flag(z.active),
  aggregateRanking: (z) => (z.aggregate_ranking == null ? null : Number(z.aggregate_ranking)),
  hauler: (z, _, { loaders }) => loaders.haulerById.load(z.hauler_id as number),
  region: (z, _, { loaders }) => loaders.regionById.load(z.region_id as number),
  market: (z, _, { loaders }) =>
    z.market_id == null ? null : loaders.marketById.load(z.market_id as number),
  pricing: (z, _, { loaders }) => loaders.pricingByZoneId.load(z.id),
  alerts: (z, _, { loaders }) => loaders.alertsByZoneId.load(z.id),
  notes: (z, _, { loaders }) => loaders.notesByZoneId.load(z.id),
} satisfies FieldResolvers<G.Zone, ServiceAreaRecord>;

const crud = crudMutations({
  type: 'Zone',
  field: 'zone',
  client: (ctx) => ctx.rest.records.serviceAreas,
  loader: (ctx) => ctx.loaders.serviceAreaById,
  required: ['regionId', 'marketId', 'name'],
  body: {
    ids: { regionId: 'Region', marketId: 'Market' },
    convert: { active: (v) => (v === null ? null : v ? 1 : 0) },
  },
});

interface MergeInput {
  zoneId?: string | null;
  merge?: string[] | null;
  cut?: string[] | null;
  includeExisting?: boolean | null;
  boundaries?: unknown;
}

const mergeZoneGeometry: Resolver<unknown, { input: MergeInput }> = async (_, { input }, ctx) => {
  const id = idArg(input.zoneId, 'Zone');
  if (input.includeExisting && !id)
    return { geometry: null, userErrors: [{ field: 'zoneId', message: 'This field is required' }] };
  const payload = await writing('geometry', async () =>
    geometryMerge(
      await ctx.rest.admin.mergeGeometry({
        resource_id: id,
        resource_type: 'servicearea',
        geometries: input.merge ?? [],
        excludeGeometries: input.cut ?? [],
        include_existing: input.includeExisting === true,
        base: input.boundaries ?? null,
      }),
    ),
  );
  // The API names the starting shape `base`; here it is the `boundaries` input.
  const errors = payload.userErrors as { field?: string | null; message: string }[];
  return {
    ...payload,
    userErrors: errors.map((e) => (e.field === 'base' ? { ...e, field: 'boundaries' } : e)),
  };
};

const zoneCentroid: Resolver<
  unknown,
  { zoneId?: string | null; regionId?: string | null; haulerId?: string | null }
> = async (_, a, ctx) => {
  const given = (
    [
      ['id', idArg(a.zoneId, 'Zone')],
      ['region_id', idArg(a.regionId, 'Region')],
      ['hauler_id', idArg(a.haulerId, 'Hauler')],
    ] as const
  ).filter(([, v]) => v !== null);
  if (given.length !== 1) throw badInput('Give exactly one of zoneId, regionId, haulerId');
  const [field, id] = given[0]!;
  const c = await orNull(
    ctx.rest.admin.centroid({ resource_id: id!, resource_type: 'servicearea', field_name: field }),
  );
  return c ? { lat: c.lat, lng: c.lng } : null;
};

const domain = {
  resolvers: {
    Query: { zoneCentroid },
    Mutation: {
      createZone: crud.create,
      updateZone: crud.update,
      deleteZone: crud.remove,
      mergeZoneGeometry,
    },
    Zone,
    // Search results link to their records (issue 10).
    QuoteZone: {
      record: (q: { id: number }, _: unknown, ctx: Context) =>
        orNull(ctx.loaders.serviceAreaById.load(q.id)),
    },
  },
  nodes: { Zone: nodeThrough((c) => c.loaders.serviceAreaById) },
} satisfies Domain;
export default domain;
