// Roll-off pricing records: lookups, the zone, internal-only business figures, mutations.
import { internalOnly } from '../../../auth/internal.ts';
import type { Context } from '../../../context.ts';
import { crudMutations, nodeThrough, orNull, auditNames } from '../../../relay/records.ts';
import type { RestRecord } from '../../../rest/resource.ts';
import type { RolloffPricingRecord } from '../../../rest/dto.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsOfFor, type FieldResolvers } from '../../typed.ts';
import type { Domain, Resolver } from '../../types.ts';
import { INTERNAL_PRICING_FIELDS, PRICING_FIELDS } from './fields.ts';

type R = Resolver<RestRecord>;

const lookup =
  (key: string, pick: (ctx: Context) => { load(id: number): Promise<unknown> }): R =>
  (p, _, ctx) =>
    p[key] == null
      ? null
      : pick(ctx)
          .load(p[key] as number)
          .catch(() => null);

const RolloffPricing = {
  ...auditNames,
  ...restFieldsOfFor<RolloffPricingRecord, G.RolloffPricing>()(PRICING_FIELDS),
  ...Object.fromEntries(
    Object.entries(
      restFieldsOfFor<RolloffPricingRecord, G.RolloffPricing>()(INTERNAL_PRICING_FIELDS),
    ).map(([k, r]) => [k, internalOnly(r)]),
  ),
  profitability: internalOnly((p) => p.profitability ?? null),
  badMargin: internalOnly((p) => p.bad_margin ?? null),
  soldQtyLast45: internalOnly((p) => p.sold_qty_last_45 ?? null),
  zone: (p, _, { loaders }) => loaders.serviceAreaById.load(p.service_area_id as number),
  size: lookup('size_id', (c) => c.loaders.sizeById),
  wasteType: lookup('waste_type_id', (c) => c.loaders.wasteTypeById),
  brand: lookup('brand_id', (c) => c.loaders.brandById),
  productLine: lookup('product_id', (c) => c.loaders.productLineById),
  serviceType: lookup('service_type_id', (c) => c.loaders.serviceTypeById),
  costStructure: lookup('cost_structure_id', (c) => c.loaders.costStructureById),
  alerts: (p, _, { loaders }) => loaders.alertsByPricingId.load(p.id),
  notes: (p, _, { loaders }) => loaders.notesByPricingId.load(p.id),
  createdAt: (p) => p.created_at ?? null,
  updatedAt: (p) => p.updated_at ?? null,
} satisfies FieldResolvers<G.RolloffPricing, RolloffPricingRecord>;

const crud = crudMutations({
  type: 'RolloffPricing',
  field: 'rolloffPricing',
  client: (ctx) => ctx.rest.records.rolloffPricings,
  loader: (ctx) => ctx.loaders.rolloffPricingById,
  required: ['zoneId', 'sizeId', 'wasteTypeId', 'extraDayPrice'],
  body: {
    ids: {
      zoneId: 'Zone',
      sizeId: 'Size',
      wasteTypeId: 'WasteType',
      brandId: 'Brand',
      productLineId: 'ProductLine',
      serviceTypeId: 'ServiceType',
      costStructureId: 'CostStructure',
    },
    rename: { zoneId: 'service_area_id', productLineId: 'product_id' },
  },
});

const domain = {
  resolvers: {
    Mutation: {
      createRolloffPricing: crud.create,
      updateRolloffPricing: crud.update,
      deleteRolloffPricing: crud.remove,
    },
    RolloffPricing,
    // Search results link to their records (issue 10).
    QuoteProduct: {
      record: (q: { id: number }, _: unknown, ctx: Context) =>
        orNull(ctx.loaders.rolloffPricingById.load(q.id)),
    },
  },
  nodes: { RolloffPricing: nodeThrough((c) => c.loaders.rolloffPricingById) },
} satisfies Domain;
export default domain;
