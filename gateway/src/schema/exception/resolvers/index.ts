// Exceptions (regional and bulk): relations, the exception report, mutations and the exclusion
// of a bulk exception from one region.
import { connectionFromRest, type ConnectionArgs } from '../../../relay/connection.ts';
import { userErrorsOf } from '../../../relay/mutation.ts';
import {
  crudMutations,
  flag,
  idArg,
  requiredIdArg,
  loadIds,
  nodeThrough,
  restBody,
  type BodyOptions,
  snakeCase,
  withPageSize,
  writing,
} from '../../../relay/records.ts';
import type { ExceptionRecord } from '../../../rest/dto.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsFor, type FieldResolvers } from '../../typed.ts';
import type { Domain, Resolver } from '../../types.ts';

const list = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const date = (v: unknown) => (v ? String(v).slice(0, 10) : null);
const DELIVERY = new Set(['newDeliveries', 'emptyReturn', 'pickUp']);

/** 'Service Area' is stored with its space; the enum value has none. */
const reasonOut = (v: unknown) => (v === 'Service Area' ? 'ServiceArea' : (v ?? null));
const reasonIn = (v: unknown) => (v === 'ServiceArea' ? 'Service Area' : v);

const Exception = {
  ...restFieldsFor<ExceptionRecord, G.Exception>()([
    'type',
    'actionType',
    'serviceAreasText',
    'sizesText',
    'wasteTypesText',
    'windowDays',
    'availabilityAction',
    'boundaries',
    'boundariesDescription',
    'createdAt',
    'updatedAt',
  ]),
  bulk: (e) => flag(e.bulk),
  reason: (e) => reasonOut(e.reason),
  actionDate: (e) => date(e.action_date),
  nextAvailableDate: (e) => date(e.next_available_date),
  startDate: (e) => date(e.start_date),
  endDate: (e) => date(e.end_date),
  deliveryTypes: (e) =>
    list(e.delivery_type)
      .map((t) => (t === 'pickup' ? 'pickUp' : t))
      .filter((t) => DELIVERY.has(t)),
  daysOfWeek: (e) => list(e.days_of_week),
  region: (e, _, { loaders }) =>
    e.region_id == null ? null : loaders.regionById.load(e.region_id as number),
  hauler: (e, _, { loaders }) =>
    e.hauler_id == null ? null : loaders.haulerById.load(e.hauler_id as number),
  zones: (e, _, { loaders }) => loadIds(loaders.serviceAreaById, e.service_areas),
  sizes: async (e, _, { loaders }) =>
    (await loaders.sizeById.loadMany(list(e.sizes))).filter((s) => !(s instanceof Error)),
  wasteTypes: async (e, _, { loaders }) =>
    (await loaders.wasteTypeById.loadMany(list(e.waste_types))).filter(
      (s) => !(s instanceof Error),
    ),
  excludedRegions: (e, _, { loaders }) => loadIds(loaders.regionById, e.excluded ?? []),
  createdBy: (e) => e.created_by_name ?? 'Unknown User',
  updatedBy: (e) => e.updated_by_name ?? 'Unknown User',
} satisfies FieldResolvers<G.Exception, ExceptionRecord>;

type ReportArgs = ConnectionArgs & {
  bulk?: boolean | null;
  hauler?: string | null;
  territory?: string | null;
  type?: string | null;
  reason?: string | null;
  endType?: string | null;
  orderBy?: string | null;
  direction?: string | null;
};

/** The exception report over POST /exception/search. */
const exceptions: Resolver<unknown, ReportArgs> = (_, a, { rest }) => {
  const conditions = (
    [
      ['territory', a.territory],
      ['type', a.type],
      ['reason', a.reason == null ? null : reasonIn(a.reason)],
      ['end_type', a.endType],
    ] as const
  )
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([field, value]) => ({ field, value }));
  return connectionFromRest(withPageSize(a, 25), (page, perPage) =>
    rest.admin.searchExceptions({
      page,
      per_page: perPage,
      conditions,
      ...(a.bulk == null ? {} : { search_type: a.bulk ? 'bulk' : 'hauler' }),
      ...(a.hauler?.trim() ? { value: a.hauler.trim() } : {}),
      sort: snakeCase(a.orderBy ?? 'id'),
      sort_order: a.direction === 'desc' ? 'desc' : 'asc',
    }),
  );
};

/** Renames of the exception input: list inputs are stored as comma lists. */
const RENAMES: Record<string, string> = {
  deliveryTypes: 'delivery_type',
  zoneIds: 'service_areas',
  sizeIds: 'sizes',
  wasteTypeIds: 'waste_types',
};

const BODY: BodyOptions = {
  ids: { regionId: 'Region' },
  idLists: { excludedRegionIds: ['Region', 'excluded_regions'] },
  rename: RENAMES,
  convert: {
    reason: reasonIn,
    deliveryTypes: (v) =>
      ((v as string[] | null) ?? []).map((t) => (t === 'pickUp' ? 'pickup' : t)).join(','),
    daysOfWeek: (v) => ((v as string[] | null) ?? []).join(','),
    zoneIds: (v) => ((v as string[] | null) ?? []).map((x) => idArg(x, 'Zone')).join(','),
    sizeIds: (v) => ((v as string[] | null) ?? []).map((x) => idArg(x, 'Size')).join(','),
    wasteTypeIds: (v) => ((v as string[] | null) ?? []).map((x) => idArg(x, 'WasteType')).join(','),
  },
};

const crud = crudMutations({
  type: 'Exception',
  field: 'exception',
  client: (ctx) => ctx.rest.records.exceptions,
  loader: (ctx) => ctx.loaders.exceptionById,
  body: BODY,
});

/** Bulk exceptions cannot be edited (docs/decisions.md#states-and-transitions). */
const updateException: Resolver<unknown, { input: Record<string, unknown> }> = async (
  src,
  args,
  ctx,
  info,
) => {
  const id = requiredIdArg(args.input.id, 'Exception');
  const existing = await ctx.loaders.exceptionById.load(id).catch(() => null);
  if (existing && flag(existing.bulk))
    return {
      exception: null,
      userErrors: [{ field: 'id', message: 'Bulk exceptions cannot be edited' }],
    };
  return crud.update(src, args, ctx, info);
};

const excludeBulkException: Resolver<
  unknown,
  { input: { exceptionId: string; regionId: string } }
> = async (_, { input }, ctx) => {
  const id = requiredIdArg(input.exceptionId, 'Exception');
  const regionId = requiredIdArg(input.regionId, 'Region');
  return writing('exception', async () => {
    const saved = await ctx.rest.admin.excludeException(id, regionId);
    ctx.loaders.exceptionById.clear(id).prime(id, saved);
    ctx.loaders.exceptionsByRegionId.clear(regionId);
    return saved;
  });
};

/** The bulk form of the Exception Report edits bulk exceptions only (docs/decisions.md#bulk-exceptions). */
const updateBulkException: Resolver<unknown, { input: Record<string, unknown> }> = async (
  src,
  args,
  ctx,
  info,
) => {
  const id = requiredIdArg(args.input.id, 'Exception');
  const existing = await ctx.loaders.exceptionById.load(id).catch(() => null);
  if (existing && !flag(existing.bulk))
    return {
      exception: null,
      userErrors: [{ field: 'id', message: 'Only bulk exceptions are edited here' }],
    };
  return crud.update(src, args, ctx, info);
};

/** The region's products a draft exception would change (POST /exceptions/preview). */
const exceptionPreview: Resolver<
  unknown,
  { input: { regionId: string; exceptionId?: string | null; exception: Record<string, unknown> } }
> = async (_, { input }, ctx) => {
  const exceptionId = input.exceptionId ? idArg(input.exceptionId, 'Exception') : null;
  const { excluded_regions: _excluded, ...exception } = restBody(input.exception, BODY);
  try {
    const dto = await ctx.rest.admin.previewException({
      region_id: Number(idArg(input.regionId, 'Region')),
      ...(exceptionId ? { exception_id: Number(exceptionId) } : {}),
      exception,
    });
    return {
      totalProducts: dto.total_products,
      products: dto.changed.map((p) => ({
        pricingId: p.pricing_id,
        zoneId: p.zone_id,
        zoneName: p.zone_name,
        sizeName: p.size_name,
        wasteTypeName: p.waste_type_name,
        changes: p.changes.map((c) => ({
          deliveryType: c.delivery_type,
          before: c.before,
          after: c.after,
        })),
      })),
      userErrors: [],
    };
  } catch (err) {
    const userErrors = userErrorsOf(err);
    if (userErrors) return { totalProducts: 0, products: [], userErrors };
    throw err;
  }
};

const domain = {
  resolvers: {
    Query: { exceptions, exceptionPreview },
    Mutation: {
      createException: crud.create,
      updateException,
      updateBulkException,
      deleteException: crud.remove,
      excludeBulkException,
    },
    Exception,
  },
  nodes: { Exception: nodeThrough((c) => c.loaders.exceptionById) },
} satisfies Domain;
export default domain;
