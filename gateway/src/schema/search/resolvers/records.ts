// Small record types of the quote results: alerts, notes, exceptions, market, geo notes, pricing.
import { toGlobalId } from '../../../relay/globalId.ts';
import { deliveryTypesOf, exceptionSummary, idList } from '../../../domain/quote/exceptions.ts';
import { GEO_NOTE_COLORS } from '../../../domain/quote/fills.ts';
import type {
  AlertDto,
  AncillaryDto,
  ExceptionDto,
  GeoNoteDto,
  MarketDto,
  NoteDto,
  PricingBlockDto,
} from '../../../domain/quote/types.ts';
import type { Resolver } from '../../types.ts';

/** An alert with the level it was attached at. */
export type AlertSource = AlertDto & { _level: string };
/** Alerts of one level, for QuoteAlert. */
export const alertsAt = (level: string, alerts: AlertDto[] | null | undefined): AlertSource[] =>
  (alerts ?? []).map((a) => ({ ...a, _level: level }));

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const date = (v: unknown) => (v ? String(v).slice(0, 10) : null);

const LEVEL_LABELS: Record<string, string> = {
  hauler: 'Hauler',
  serviceArea: 'Service Area',
  region: 'Region',
  rolloffPricing: 'Product Pricing',
  market: 'Market',
};

export const QuoteAlert: Record<string, Resolver<AlertSource>> = {
  id: (a) => toGlobalId('QuoteAlert', `${a._level}:${a.id}`),
  databaseId: (a) => a.id,
  severity: (a) => a.severity ?? 'warning',
  level: (a) => a._level,
  levelLabel: (a) => LEVEL_LABELS[a._level] ?? a._level,
  expires: (a) => str(a.expires),
  checkBack: (a) => str(a.check_back),
  createdAt: (a) => a.created_at ?? null,
  updatedAt: (a) => a.updated_at ?? null,
};

export const QuoteNote: Record<string, Resolver<NoteDto>> = {
  id: (n) => toGlobalId('QuoteNote', n.id),
  databaseId: (n) => n.id,
  description: (n) => n.description ?? '',
};

const DELIVERY_ENUM = new Set(['newDeliveries', 'emptyReturn', 'pickUp']);
const EXCEPTION_TYPES = new Set([
  'availabilityByDate',
  'closure',
  'dayOfWeek',
  'window',
  'availabilityByZone',
  'serviceArea',
  'noService',
  'other',
]);

export const QuoteException: Record<string, Resolver<ExceptionDto>> = {
  id: (e) => toGlobalId('QuoteException', e.id),
  databaseId: (e) => e.id,
  type: (e) => (EXCEPTION_TYPES.has(e.type) ? e.type : 'other'),
  actionType: (e) => e.action_type ?? null,
  actionDate: (e) => date(e.action_date),
  startDate: (e) => date(e.start_date),
  endDate: (e) => date(e.end_date),
  daysOfWeek: (e) =>
    (Array.isArray(e.days_of_week) ? e.days_of_week : String(e.days_of_week ?? '').split(','))
      .map((d) => d.trim())
      .filter(Boolean),
  availabilityAction: (e) => e.availability_action ?? null,
  nextAvailableDate: (e) => date(e.next_available_date),
  deliveryTypes: (e) => deliveryTypesOf(e.delivery_type).filter((t) => DELIVERY_ENUM.has(t)),
  sizeIds: (e) => idList(e.sizes),
  sizesText: (e) => e.sizes_text ?? null,
  wasteTypeIds: (e) => idList(e.waste_types),
  wasteTypesText: (e) => e.waste_types_text ?? null,
  serviceAreaIds: (e) => idList(e.service_areas),
  serviceAreasText: (e) => e.service_areas_text ?? null,
  windowDays: (e) => e.window_days ?? null,
  bulk: (e) => !!e.bulk,
  boundariesDescription: (e) => e.boundaries_description ?? null,
  updatedAt: (e) => e.updated_at ?? null,
  summary: (e) => exceptionSummary(e),
};

export const QuoteMarket: Record<string, Resolver<MarketDto>> = {
  id: (m) => toGlobalId('QuoteMarket', m.id),
  databaseId: (m) => m.id,
  ourPhone: (m) => m.our_phone ?? null,
  ourAddress: (m) => m.our_address ?? null,
  altPhone: (m) => m.alt_phone ?? null,
  altAddress: (m) => m.alt_address ?? null,
};

export const QuoteGeoNote: Record<string, Resolver<GeoNoteDto>> = {
  id: (g) => toGlobalId('QuoteGeoNote', g.id),
  databaseId: (g) => g.id,
  colorName: (g) => GEO_NOTE_COLORS[g.color?.toLowerCase()] ?? g.color,
  boundaries: (g) => g.boundaries ?? null,
};

const ancillaries = (list: AncillaryDto[] | null | undefined) => list ?? [];

export const PricingBlock: Record<string, Resolver<PricingBlockDto>> = {
  internalId: (p) => str(p.internal_id),
  itemInternalId: (p) => str(p.item_internal_id),
  productCategoryName: (p) => p.product_category_name ?? null,
  itemName: (p) => p.item_name ?? null,
  vendorId: (p) => str(p.vendor_id),
  serviceAreaName: (p) => p.service_area_name ?? null,
  priceLevel: (p) => str(p.price_level),
  priceType: (p) => str(p.price_type),
  ancillaries: (p) => ancillaries(p.ancillaries),
  costAncillaries: (p) => ancillaries(p.cost?.ancillaries),
};

export const PricingAncillary: Record<string, Resolver<AncillaryDto>> = {
  priceTypeName: (a) => a.price_type_name,
  internalId: (a) => str(a.internal_id),
  itemInternalId: (a) => str(a.item_internal_id),
  priceType: (a) => str(a.price_type),
};

export interface SearchHistoryDtoLike {
  id: number;
  place_id?: string | null;
  formatted_address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  result_count?: number | null;
  created_at?: string | null;
  query?: unknown;
}

export const SearchHistoryEntry: Record<string, Resolver<SearchHistoryDtoLike>> = {
  id: (h) => toGlobalId('SearchHistoryEntry', h.id),
  databaseId: (h) => h.id,
  placeId: (h) => h.place_id ?? null,
  formattedAddress: (h) => h.formatted_address ?? null,
  location: (h) =>
    h.latitude != null && h.longitude != null ? { lat: h.latitude, lng: h.longitude } : null,
  resultCount: (h) => h.result_count ?? 0,
  createdAt: (h) => h.created_at ?? null,
  query: (h) => h.query ?? null,
};
