// Markets: the list, relations and mutations.
import { connectionFromRest, type ConnectionArgs } from '../../../relay/connection.ts';
import {
  crudMutations,
  geometryMerge,
  idArg,
  requiredIdArg,
  nodeThrough,
  orNull,
  writing,
  auditNames,
  snakeCase,
} from '../../../relay/records.ts';
import type { MarketRecord } from '../../../rest/dto.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsFor, type FieldResolvers } from '../../typed.ts';
import type { Domain, Resolver } from '../../types.ts';

type SortedSearch = { search?: string | null; orderBy?: string | null; direction?: string | null };
const TERRITORIES = new Set(['Midwest', 'Southeast', 'Northeast', 'West']);

const Market = {
  ...auditNames,
  ...restFieldsFor<MarketRecord, G.Market>()([
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
} satisfies FieldResolvers<G.Market, MarketRecord>;

const markets: Resolver<unknown, ConnectionArgs & SortedSearch> = (_, a, { rest }) =>
  connectionFromRest(a, (page, perPage) =>
    rest.records.markets.list({
      page,
      per_page: perPage,
      sort: snakeCase(a.orderBy ?? 'name'),
      sort_order: a.direction === 'desc' ? 'desc' : 'asc',
      ...(a.search?.trim() ? { field: 'name', operator: 'ilike', value: a.search.trim() } : {}),
    }),
  );

const market: Resolver<unknown, { id: string }> = (_, { id }, { loaders }) =>
  orNull(loaders.marketById.load(requiredIdArg(id, 'Market')));

const crud = crudMutations({
  type: 'Market',
  field: 'market',
  client: (ctx) => ctx.rest.records.markets,
  loader: (ctx) => ctx.loaders.marketById,
  required: ['city', 'state'],
});

interface MergeInput {
  marketId?: string | null;
  merge?: string[] | null;
  cut?: string[] | null;
  includeExisting?: boolean | null;
}

const mergeMarketGeometry: Resolver<unknown, { input: MergeInput }> = async (_, { input }, ctx) => {
  const id = idArg(input.marketId, 'Market');
  if (input.includeExisting && !id)
    return {
      geometry: null,
      userErrors: [{ field: 'marketId', message: 'This field is required' }],
    };
  return writing('geometry', async () =>
    geometryMerge(
      await ctx.rest.admin.mergeGeometry({
        resource_id: id,
        resource_type: 'market',
        geometries: input.merge ?? [],
        excludeGeometries: input.cut ?? [],
        include_existing: input.includeExisting === true,
      }),
    ),
  );
};

const domain = {
  resolvers: {
    Query: { market, markets },
    Mutation: {
      createMarket: crud.create,
      updateMarket: crud.update,
      deleteMarket: crud.remove,
      mergeMarketGeometry,
    },
    Market,
  },
  nodes: { Market: nodeThrough((c) => c.loaders.marketById) },
} satisfies Domain;
export default domain;
