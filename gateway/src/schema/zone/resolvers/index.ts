// Zones (service areas): relations (hauler, region, market, pricing, alerts) and mutations.
import { crudMutations, flag, nodeThrough, restFields } from '../../../relay/records.ts';
import type { RestRecord } from '../../../rest/resource.ts';
import type { Domain, Resolver } from '../../types.ts';

type R = Resolver<RestRecord>;

const Zone: Record<string, R> = {
  ...restFields([
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
};

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

const domain: Domain = {
  resolvers: {
    Mutation: { createZone: crud.create, updateZone: crud.update, deleteZone: crud.remove },
    Zone,
  },
  nodes: { Zone: nodeThrough((c) => c.loaders.serviceAreaById) },
};
export default domain;
