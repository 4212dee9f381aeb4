// Lookups: the meta lists (sizes, waste types, cost structures, service types, brands, product lines).
import type { Domain, Resolver } from '../../types.ts';
import type { LookupDto, LookupKind } from '../../../rest/lookups.ts';
import { leadingNumber } from '@shared/quote/text.ts';

const list =
  (kind: LookupKind, sort?: (a: LookupDto, b: LookupDto) => number): Resolver =>
  async (_, __, { loaders }) => {
    const rows = [...(await loaders.lookupByKind.load(kind))];
    return sort ? rows.sort(sort) : rows;
  };

const byName = (a: LookupDto, b: LookupDto) => String(a.name).localeCompare(String(b.name));
const bySize = (a: LookupDto, b: LookupDto) =>
  leadingNumber(a.name) - leadingNumber(b.name) || byName(a, b);

const domain = {
  resolvers: {
    Query: { lookups: () => ({}) },
    Lookups: {
      sizes: list('sizes', bySize),
      wasteTypes: list('wasteTypes', byName),
      costStructures: list('costStructures'),
      serviceTypes: list('serviceTypes', byName),
      brands: list('brands', byName),
      productLines: list('productLines', byName),
    },
    Size: {
      yards: (s: LookupDto) => {
        const n = leadingNumber(s.name);
        return Number.isFinite(n) ? n : null;
      },
    },
    WasteType: {
      constructionDebris: (w: LookupDto) => !!w.construction_debris,
      householdDebris: (w: LookupDto) => !!w.household_debris,
      specialDebris: (w: LookupDto) => !!w.special_debris,
    },
  },
  nodes: {
    Size: (id, { loaders }) => loaders.sizeById.load(id),
    WasteType: (id, { loaders }) => loaders.wasteTypeById.load(id),
    CostStructure: (id, { loaders }) => loaders.costStructureById.load(id),
    ServiceType: (id, { loaders }) => loaders.serviceTypeById.load(id),
    Brand: (id, { loaders }) => loaders.brandById.load(id),
    ProductLine: (id, { loaders }) => loaders.productLineById.load(id),
  },
} satisfies Domain;
export default domain;
