// Alerts: relations (hauler, region, zone, product, market and every linked record), the alert
// list and mutations.
import { connectionFromRest, type ConnectionArgs } from '../../../relay/connection.ts';
import { crudMutations, loadIds, nodeThrough, orNull, snakeCase } from '../../../relay/records.ts';
import type { RestRecord } from '../../../rest/resource.ts';
import type { AlertRecord } from '../../../rest/dto.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsFor, type FieldResolvers } from '../../typed.ts';
import type { Domain, Resolver } from '../../types.ts';

const SEVERITIES = new Set(['warning', 'error', 'success', 'info', 'note']);

/** The first linked id of a level (the alert list and detail show one of each). */
const first = (a: RestRecord, key: string) => ((a[key] as number[] | undefined) ?? [])[0];

const Alert = {
  ...restFieldsFor<AlertRecord, G.Alert>()([
    'text',
    'expires',
    'checkBack',
    'commercialPricing',
    'alertType',
    'productName',
    'createdAt',
    'updatedAt',
  ]),
  severity: (a) => (SEVERITIES.has(String(a.severity)) ? a.severity : 'warning'),
  hauler: (a, _, { loaders }) =>
    a.hauler_id == null ? null : orNull(loaders.haulerById.load(a.hauler_id as number)),
  region: (a, _, { loaders }) =>
    a.region_id == null ? null : orNull(loaders.regionById.load(a.region_id as number)),
  zone: (a, _, { loaders }) =>
    a.service_area_id == null
      ? null
      : orNull(loaders.serviceAreaById.load(a.service_area_id as number)),
  product: (a, _, { loaders }) =>
    a.product_id == null ? null : orNull(loaders.rolloffPricingById.load(a.product_id as number)),
  market: (a, _, { loaders }) => {
    const id = first(a, 'markets');
    return id == null ? null : orNull(loaders.marketById.load(id));
  },
  haulers: (a, _, { loaders }) => loadIds(loaders.haulerById, a.haulers),
  regions: (a, _, { loaders }) => loadIds(loaders.regionById, a.regions),
  zones: (a, _, { loaders }) => loadIds(loaders.serviceAreaById, a.service_areas),
  markets: (a, _, { loaders }) => loadIds(loaders.marketById, a.markets),
  rolloffPricing: (a, _, { loaders }) => loadIds(loaders.rolloffPricingById, a.rolloff_pricing),
  createdBy: (a) => a.created_by_name ?? 'Unknown User',
  updatedBy: (a) => a.updated_by_name ?? 'Unknown User',
} satisfies FieldResolvers<G.Alert, AlertRecord>;

type ListArgs = ConnectionArgs & {
  haulerSearch?: string | null;
  territory?: string | null;
  orderBy?: string | null;
  direction?: string | null;
};

const alerts: Resolver<unknown, ListArgs> = (_, a, { rest }) =>
  connectionFromRest(a, (page, perPage) =>
    rest.records.alerts.list({
      page,
      per_page: perPage,
      ...(a.haulerSearch?.trim()
        ? { field: 'hauler_name', operator: 'ilike', value: a.haulerSearch.trim() }
        : {}),
      territory: a.territory ?? undefined,
      sort: snakeCase(a.orderBy ?? 'id'),
      sort_order: a.direction ?? 'asc',
    }),
  );

const crud = crudMutations({
  type: 'Alert',
  field: 'alert',
  client: (ctx) => ctx.rest.records.alerts,
  loader: (ctx) => ctx.loaders.alertById,
  required: ['text'],
  body: {
    idLists: {
      haulerIds: ['Hauler', 'haulers'],
      regionIds: ['Region', 'regions'],
      zoneIds: ['Zone', 'service_areas'],
      marketIds: ['Market', 'markets'],
      rolloffPricingIds: ['RolloffPricing', 'rolloff_pricing'],
    },
  },
});

const domain = {
  resolvers: {
    Query: { alerts },
    Mutation: { createAlert: crud.create, updateAlert: crud.update, deleteAlert: crud.remove },
    Alert,
  },
  nodes: { Alert: nodeThrough((c) => c.loaders.alertById) },
} satisfies Domain;
export default domain;
