// QuoteZone, QuoteHauler, QuoteRegion and SpecialUseArea over the linked search answer.
import { toGlobalId } from '../../../relay/globalId.ts';
import { entryView, DELIVERY_TYPES } from '../../../domain/quote/availability.ts';
import type { DeliveryTypeValue, HaulerDto } from '../../../domain/quote/types.ts';
import type { Resolver } from '../../types.ts';
import type { RegionSource, ZoneSource } from '../link.ts';
import { alertsAt } from './records.ts';
import { withDetails } from '../details.ts';

/**
 * The zone's region, made once per zone (every product card of the zone asks for it) and kept on
 * the zone. Not in a module-level WeakMap keyed by the zone: its value names the zone, and V8's
 * young-generation collector keeps such an entry's key alive, so every answer whose cards read a
 * region outlived its request into the old generation (about 180 kB per demo results query and
 * 1 ms of collection: gateway/README.md#cost-of-one-results-query).
 */
export function regionOf(z: ZoneSource): RegionSource {
  return (z._regionSource ??= { ...z._region, _zone: z });
}

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

export const QuoteZone: Record<string, Resolver<ZoneSource>> = {
  id: (z) => toGlobalId('QuoteZone', z.id),
  databaseId: (z) => z.id,
  hauler: (z) => z._hauler,
  region: (z): RegionSource => regionOf(z),
  permitInfo: (z) => z.permit_info ?? null,
  serviceAreaDefined: (z) => z.service_area_defined ?? null,
  netsuiteName: (z) => z.netsuite_name ?? null,
  searchText: (z) => z.search_text ?? null,
  aggregateRanking: (z) => num(z.aggregate_ranking),
  boundaries: (z) => z.boundaries ?? null,
  alerts: (z) => alertsAt('serviceArea', z.alerts),
  notes: (z) => z.notes ?? [],
  products: (z, _, ctx, info) => {
    const [from, to] = z._range;
    const products = z._search.read(Array.from({ length: to - from }, (_, i) => from + i));
    return withDetails(products, ctx, info, products);
  },
};

export const SpecialUseArea: Record<string, Resolver<ZoneSource>> = {
  id: (z) => toGlobalId('SpecialUseArea', z.id),
  databaseId: (z) => z.id,
  specialUse: (z) => z.special_use ?? '',
  haulerName: (z) => z._hauler.name || null,
  boundaries: (z) => z.boundaries ?? null,
};

export const QuoteHauler: Record<string, Resolver<HaulerDto>> = {
  id: (h) => toGlobalId('QuoteHauler', h.id),
  databaseId: (h) => h.id,
  type: (h) => (h.type === 'inNetwork' ? 'inNetwork' : 'outOfNetwork'),
  alerts: (h) => alertsAt('hauler', h.alerts),
  notes: (h) => h.notes ?? [],
};

export const QuoteRegion: Record<string, Resolver<RegionSource>> = {
  // Unique per zone: the current availability of a region is calculated for the zone and point.
  id: (r) => toGlobalId('QuoteRegion', `${r._zone.id}:${r.id}`),
  databaseId: (r) => r.id,
  phone: (r) => r.phone ?? null,
  notes: (r) => r.notes ?? null,
  territory: (r) => r.territory ?? null,
  timezone: (r) => r.timezone ?? null,
  weWinWinter: (r) => !!r.we_win_winter,
  portalActive: (r) => !!r.portal_active,
  exceptions: (r) => r.exceptions ?? [],
  currentAvailability: (r) =>
    r._zone._current
      .filter((e) =>
        DELIVERY_TYPES.some((t) => t.toLowerCase() === String(e.delivery_type).toLowerCase()),
      )
      .map((e) =>
        entryView(
          DELIVERY_TYPES.find(
            (t) => t.toLowerCase() === String(e.delivery_type).toLowerCase(),
          ) as DeliveryTypeValue,
          e,
        ),
      ),
  contractAvailability: (r) => r.availability ?? null,
  alerts: (r) => alertsAt('region', r.alerts),
};
