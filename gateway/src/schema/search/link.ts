// Links the `POST /search` answer into the parents of the quote types: each zone knows its
// hauler, region and products; each product its zone, availability and exceptions. Computed once
// per search, so every field below is a plain read (no upstream calls, whatever the size).
// Availability is the main API's: each product names its result per delivery type (with the
// reasons) and the exceptions covering it; nothing here decides availability.
import { randomUUID } from 'node:crypto';
import type { GooglePlace, GoogleTimeZone } from '../../rest/maps.ts';
import type { LookupDto } from '../../rest/lookups.ts';
import {
  availableOn,
  currentEntries,
  DELIVERY_TYPES,
  entryView,
  type AvailabilityView,
} from '../../domain/quote/availability.ts';
import { sortProducts, type FilterableProduct } from '@shared/quote/filters.ts';
import type {
  AvailabilityDayValue,
  CurrentAvailabilityDto,
  ExceptionDto,
  HaulerDto,
  ProductDto,
  RegionDto,
  SearchAnswerDto,
  ZoneDto,
} from '../../domain/quote/types.ts';

type Results = SearchAnswerDto['availability_results'];

/** Expand Search buffer (docs/decisions.md#constants-and-limits). */
export const NEARBY_MILES = 40;

export interface ZoneSource extends ZoneDto {
  _hauler: HaulerDto;
  _region: RegionDto;
  _current: CurrentAvailabilityDto[];
  _products: ProductSource[];
  /** The region's date today. */
  _today: string;
}

export interface ProductSource extends ProductDto {
  _zone: ZoneSource;
  _availability: AvailabilityView[];
  _exceptions: ExceptionDto[];
  _availableOn: AvailabilityDayValue[];
  /** The product as the filter rules read it. */
  _filterable: FilterableProduct;
  /** The full waste type from the lookup list, when the list was at hand and holds it. */
  _wasteType: LookupDto | undefined;
}

export interface SearchSource {
  answer: SearchAnswerDto;
  place: GooglePlace;
  location: { lat: number; lng: number };
  nearby: boolean;
  buffer: number;
  zones: ZoneSource[];
  special: ZoneSource[];
  /** Every product of `zones`, in default order. */
  products: ProductSource[];
  /** The time zone at the point, when it was asked for alongside the search. */
  timeZone?: Promise<GoogleTimeZone | null>;
  /** The id node(id:) was asked with, when the search was answered through it (Query/quote.ts). */
  nodeId?: string;
  /** What decided the answer: the arguments of `quote` (Query/quote.ts searchId). */
  args: SearchArgs;
  /**
   * Names this answer among the answers of the same arguments (Query/quote.ts searchId): the main
   * API answers a repeat of the last place searched with the same history id, and the id of
   * another answer must be another record for a client.
   */
  stamp: string;
}

/** The arguments of `Query.quote` that decide its answer (not the autocomplete session token). */
export interface SearchArgs {
  placeId: string;
  lat?: number | null;
  lng?: number | null;
  nearby?: boolean | null;
  searchType?: string | null;
}

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** Waste types of the lookup list by id (as a string). */
export type WasteTypesById = ReadonlyMap<string, LookupDto>;

/**
 * What linking one answer shares. The answer's results are keyed, and many products share a key
 * (57 results for 135 products x 3 delivery types at a downtown ZIP), so each result's view and
 * available days are made once and shared (the resolvers only read them).
 */
interface Linking {
  results: Results;
  now: Date;
  wasteTypes: WasteTypesById | undefined;
  views: Map<string, AvailabilityView>;
  days: Map<AvailabilityView, Map<string, AvailabilityDayValue[]>>;
}

/** The product's availability per delivery type, from the answer's results by key. */
function productAvailability(p: ProductDto, l: Linking): AvailabilityView[] {
  const keys = p.availability;
  const results = l.results;
  if (!keys || !results) return [];
  const size = p.size?.name;
  return DELIVERY_TYPES.flatMap((type) => {
    const key = `${type}\n${keys[type]}\n${size ?? ''}`;
    let view = l.views.get(key);
    if (!view) {
      const e = results[keys[type]];
      if (!e) return [];
      view = entryView(type, e, size);
      l.views.set(key, view);
    }
    return [view];
  });
}

/** The days a new delivery matches (availableOn), once per result and date. */
function daysOf(nd: AvailabilityView | undefined, today: string, l: Linking) {
  if (!nd) return availableOn(nd, today);
  let byDate = l.days.get(nd);
  if (!byDate) l.days.set(nd, (byDate = new Map()));
  let days = byDate.get(today);
  if (!days) byDate.set(today, (days = availableOn(nd, today)));
  return days;
}

function linkZone(z: ZoneDto, l: Linking): ZoneSource {
  const hauler: HaulerDto = z.hauler ?? {
    id: Number(z.hauler_id ?? 0),
    name: '',
    type: 'outOfNetwork',
  };
  const region: RegionDto = z.region ?? { id: Number(z.region_id ?? 0), name: '' };
  const today = region.today ?? l.now.toISOString().slice(0, 10);
  // The answer belongs to this request: link in place (spreading large records is slow).
  const zone: ZoneSource = Object.assign(z, {
    _hauler: hauler,
    _region: region,
    _current: currentEntries(region.current_availability),
    _products: [] as ProductSource[],
    _today: today,
  });
  const exceptionById = new Map((region.exceptions ?? []).map((e) => [e.id, e]));
  zone._products = (z.rolloff_pricing ?? []).map((p) => {
    const availability = productAvailability(p, l);
    const nd = availability.find((a) => a.deliveryType === 'newDeliveries');
    const days = daysOf(nd, today, l);
    const costStructureId = p.cost_structure_id ?? p.cost_structure?.id ?? null;
    const filterable: FilterableProduct = {
      price: p.price == null ? null : String(p.price),
      preferred: !!p.preferred,
      preferredRank: p.preferred_rank ?? null,
      rank: p.rank ?? 99,
      tonnage: p.tonnage == null ? null : String(p.tonnage),
      // Without a result (an answer without availability) nothing can be promised.
      noService: nd?.noService ?? true,
      mustCall: nd?.mustCall ?? false,
      availableOn: days,
      size: p.size ? { databaseId: p.size.id, name: p.size.name } : null,
      wasteType: p.waste_type ? { databaseId: p.waste_type.id, name: p.waste_type.name } : null,
      costStructure:
        p.cost_structure && costStructureId != null
          ? { databaseId: Number(costStructureId), name: p.cost_structure.name }
          : null,
      zone: { databaseId: z.id, name: z.name, aggregateRanking: num(z.aggregate_ranking) },
      hauler: { databaseId: hauler.id, name: hauler.name, type: hauler.type ?? 'outOfNetwork' },
    };
    return Object.assign(p, {
      _zone: zone,
      _availability: availability,
      _exceptions: (p.exception_ids ?? []).flatMap((id) => exceptionById.get(id) ?? []),
      _availableOn: days,
      _filterable: filterable,
      _wasteType: p.waste_type ? l.wasteTypes?.get(String(p.waste_type.id)) : undefined,
    });
  });
  return zone;
}

/** Links a search answer for the resolvers. */
export function linkSearch(
  answer: SearchAnswerDto,
  o: {
    place: GooglePlace;
    location: { lat: number; lng: number };
    /** The arguments of the search (Expand Search: `nearby`). */
    args: SearchArgs;
    buffer: number;
    now?: Date;
    timeZone?: Promise<GoogleTimeZone | null>;
    /** The waste-type list, so that `QuoteProduct.wasteType` is a plain read. */
    wasteTypes?: WasteTypesById;
  },
): SearchSource {
  const l: Linking = {
    results: answer.availability_results,
    now: o.now ?? new Date(),
    wasteTypes: o.wasteTypes,
    views: new Map(),
    days: new Map(),
  };
  const zones = (answer.search_results ?? []).map((z) => linkZone(z, l));
  const special = (answer.special_use_results ?? []).map((z) => linkZone(z, l));
  const all = zones.flatMap((z) => z._products);
  const order = new Map(
    sortProducts(
      all.map((p) => p._filterable),
      'def',
    ).map((f, i) => [f, i]),
  );
  const products = [...all].sort((a, b) => order.get(a._filterable)! - order.get(b._filterable)!);
  return {
    answer,
    place: o.place,
    location: o.location,
    nearby: !!o.args.nearby,
    buffer: o.buffer,
    zones,
    special,
    products,
    timeZone: o.timeZone,
    args: o.args,
    stamp: `${answer.id ?? '-'}.${randomUUID().slice(0, 8)}`,
  };
}
