// Regions: relations (hauler, zones, exceptions, alerts, availability), the availability report
// and the region mutations.
import type { Context } from '../../../context.ts';
import { connectionFromRest, type ConnectionArgs } from '../../../relay/connection.ts';
import {
  crudMutations,
  flag,
  nodeThrough,
  orNull,
  snakeCase,
  withPageSize,
  auditNames,
} from '../../../relay/records.ts';
import type { RestRecord } from '../../../rest/resource.ts';
import type { RegionRecord } from '../../../rest/dto.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsFor, type FieldResolvers } from '../../typed.ts';
import type { Domain, Resolver } from '../../types.ts';

/** The region with `availability` and `current_availability` (one call for many regions). */
const withAvailability = (r: RestRecord, ctx: Context) =>
  r.availability !== undefined && r.current_availability !== undefined
    ? Promise.resolve(r)
    : ctx.loaders.regionAvailabilityById.load(r.id);

const TERRITORIES = new Set(['Midwest', 'Southeast', 'Northeast', 'West']);

const Region = {
  ...auditNames,
  ...restFieldsFor<RegionRecord, G.Region>()([
    'name',
    'netsuiteId',
    'phone',
    'streetAddress',
    'city',
    'state',
    'zipCode',
    'notes',
    'latitude',
    'longitude',
    'lastSavedAt',
    'createdAt',
    'updatedAt',
  ]),
  territory: (r) => (TERRITORIES.has(String(r.territory)) ? r.territory : null),
  timezone: (r) => r.timezone ?? 'America/Chicago',
  active: (r) => flag(r.active),
  portalActive: (r) => flag(r.portal_active),
  dispatcherActive: (r) => flag(r.dispatcher_active),
  weWinWinter: (r) => flag(r.we_win_winter),
  hauler: (r, _, { loaders }) => loaders.haulerById.load(r.hauler_id as number),
  lastSavedBy: (r) => (r.last_saved_by ? (r.last_saved_by_name ?? 'Unknown User') : null),
  newDeliveriesNoService: (r) => flag(r.new_deliveries_no_service),
  currentServiceExceptions: (r) => {
    const c = (r.current_service_exceptions ?? {}) as Record<string, unknown>;
    return {
      mustCall: flag(c.must_call),
      noService: flag(c.no_service),
      windowActive: flag(c.window_active),
      daysOut: c.days_out ?? null,
    };
  },
  zones: (r, _, { loaders }) => loaders.zonesByRegionId.load(r.id),
  exceptions: (r, _, { loaders }) => loaders.exceptionsByRegionId.load(r.id),
  alerts: (r, _, { loaders }) => loaders.alertsByRegionId.load(r.id),
  contractAvailability: async (r, _, ctx) => {
    const a = ((await withAvailability(r, ctx)).availability ?? {}) as Record<string, RestRecord[]>;
    return [...(a.newDeliveries ?? []), ...(a.emptyReturn ?? []), ...(a.pickUp ?? [])];
  },
  currentAvailability: async (r, _, ctx) =>
    ((await withAvailability(r, ctx)).current_availability as RestRecord | null) ?? null,
} satisfies FieldResolvers<G.Region, RegionRecord>;

type ReportArgs = ConnectionArgs & {
  active?: boolean | null;
  territory?: string | null;
  noService?: boolean | null;
  mustCall?: boolean | null;
  window?: boolean | null;
  daysOut?: boolean | null;
  haulerSearch?: string | null;
  orderBy?: string | null;
  direction?: string | null;
};

/** The availability report over POST /region/search (flags as conditions). */
const regionsAvailability: Resolver<unknown, ReportArgs> = (_, a, { rest }) => {
  const conditions = (
    [
      ['territory', a.territory],
      ['no_service', a.noService],
      ['must_call', a.mustCall],
      ['window_active', a.window],
      ['days_out', a.daysOut],
    ] as const
  )
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([field, value]) => ({ field, value }));
  return connectionFromRest(withPageSize(a, 20), (page, perPage) =>
    rest.admin.searchRegions({
      page,
      per_page: perPage,
      conditions,
      active: a.active ?? undefined,
      // No contract availability here: a report page shows the flags only, and a row's
      // availability loads when it is expanded (regionAvailabilityById).
      ...(a.orderBy
        ? { sort: snakeCase(a.orderBy), sort_order: a.direction === 'desc' ? 'desc' : 'asc' }
        : {}),
      ...(a.haulerSearch?.trim() ? { value: a.haulerSearch.trim(), search_type: 'hauler' } : {}),
    }),
  );
};

const ids = { haulerId: 'Hauler' };
const crud = crudMutations({
  type: 'Region',
  field: 'region',
  client: (ctx) => ctx.rest.records.regions,
  loader: (ctx) => ctx.loaders.regionById,
  required: ['haulerId', 'name'],
  body: { ids, convert: { territory: (v) => v ?? 'none' } },
});

const domain = {
  resolvers: {
    Query: { regionsAvailability },
    Mutation: { createRegion: crud.create, updateRegion: crud.update, deleteRegion: crud.remove },
    Region,
    // Search results link to their records (issue 10).
    QuoteRegion: {
      record: (q: { id: number }, _: unknown, ctx: Context) =>
        orNull(ctx.loaders.regionById.load(q.id)),
    },
  },
  nodes: { Region: nodeThrough((c) => c.loaders.regionById) },
} satisfies Domain;
export default domain;
