// Markets: the list, relations and mutations.
import { connectionFromRest, type ConnectionArgs } from '../../../relay/connection.ts';
import { crudMutations, nodeThrough, restFields } from '../../../relay/records.ts';
import type { RestRecord } from '../../../rest/resource.ts';
import type { Domain, Resolver } from '../../types.ts';

type R = Resolver<RestRecord>;
const TERRITORIES = new Set(['Midwest', 'Southeast', 'Northeast', 'West']);

const Market: Record<string, R> = {
  ...restFields([
    'name',
    'city',
    'state',
    'timezone',
    'ourPhone',
    'ourAddress',
    'altPhone',
    'altAddress',
    'note',
    'latitude',
    'longitude',
    'boundaries',
    'createdAt',
    'updatedAt',
  ]),
  territory: (m) => (TERRITORIES.has(String(m.territory)) ? m.territory : null),
  alerts: (m, _, { loaders }) => loaders.alertsByMarketId.load(m.id),
};

const markets: Resolver<unknown, ConnectionArgs & { search?: string | null }> = (_, a, { rest }) =>
  connectionFromRest(a, (page, perPage) =>
    rest.records.markets.list({
      page,
      per_page: perPage,
      sort: 'name',
      ...(a.search?.trim() ? { field: 'name', operator: 'ilike', value: a.search.trim() } : {}),
    }),
  );

const crud = crudMutations({
  type: 'Market',
  field: 'market',
  client: (ctx) => ctx.rest.records.markets,
  loader: (ctx) => ctx.loaders.marketById,
  required: ['city', 'state'],
});

const domain: Domain = {
  resolvers: {
    Query: { markets },
    Mutation: { createMarket: crud.create, updateMarket: crud.update, deleteMarket: crud.remove },
    Market,
  },
  nodes: { Market: nodeThrough((c) => c.loaders.marketById) },
};
export default domain;
