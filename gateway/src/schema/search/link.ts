// Over 300 lines: one pass over the answer, whose helpers share its Linking state.
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
import { answerProducts, locate, SearchProducts, type Relink } from './products.ts';
import type {
  AvailabilityDayValue,
  CurrentAvailabilityDto,
  DeliveryTypeValue,
  ExceptionDto,
  HaulerDto,
  ProductDto,
  RegionDto,
  SearchAnswerDto,
  SharedRecordsDto,
  ZoneDto,
} from '../../domain/quote/types.ts';

type Results = SearchAnswerDto['availability_results'];

/** Expand Search buffer (docs/decisions.md#constants-and-limits). */
export const NEARBY_MILES = 40;

export interface ZoneSource extends ZoneDto {
  _hauler: HaulerDto;
  _region: RegionDto;
  /** The region as seen from this zone, made when first read (QuoteZone.ts regionOf). */
  _regionSource: RegionSource | undefined;
  _current: CurrentAvailabilityDto[];
  /** The search's products, of which this zone's are the link indexes `_range` [from, to). */
  _search: SearchProducts;
  _range: [number, number];
  /** The region's exceptions by id (each product names those covering it). */
  _exceptionById: Map<number, ExceptionDto>;
  /** The region's date today. */
  _today: string;
}

/** A region as seen from one zone (its current availability is the zone's). */
export type RegionSource = RegionDto & { _zone: ZoneSource };

/**
 * A product's view for the filter rules, with the product's link index (its place among the
 * answer's products, zones first, then special-use areas: `productsAt`).
 */
export type LinkedFilterable = FilterableProduct & { index: number };

export interface ProductSource extends ProductDto {
  _zone: ZoneSource;
  _availability: AvailabilityView[];
  _exceptions: ExceptionDto[];
  _availableOn: AvailabilityDayValue[];
  /** The product as the filter rules read it, naming the product back (what they answer). */
  _filterable: LinkedFilterable;
  /** The full waste type from the lookup list, when the list was at hand and holds it. */
  _wasteType: LookupDto | undefined;
}

export interface SearchSource {
  /** The answer, without its availability results (read into the products' views). */
  answer: SearchAnswerDto;
  place: GooglePlace;
  location: { lat: number; lng: number };
  nearby: boolean;
  buffer: number;
  zones: ZoneSource[];
  special: ZoneSource[];
  /** The filter views of every product of `zones`, in default order. */
  filterables: LinkedFilterable[];
  /** Every product of the answer, by link index (`productsAt`). */
  products: SearchProducts;
  /**
   * The linked products by link index, while the answer is its request's own. A kept answer
   * (the search cache) has none: `products` reads each again from the answer's bytes
   * (`keptForm`).
   */
  live: ProductSource[] | undefined;
  /** The time zone at the point, when it was asked for alongside the search. */
  timeZone?: Promise<GoogleTimeZone | null>;
  /** The parts of its regions it carries (each asked for only when read: Query/quote.ts). */
  regionParts: RegionParts;
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

/** The parts of a search's regions left out of an answer unless a query reads them. */
export interface RegionParts {
  /** The contract availability records (`contract_availability`). */
  contract: boolean;
  /** The current availability at the zone (`current_availability`). */
  current: boolean;
}
const ALL_REGION_PARTS: RegionParts = { contract: true, current: true };

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
  results: Results | undefined;
  now: Date;
  wasteTypes: WasteTypesById | undefined;
  /**
   * Views by delivery type, result key and size name (nested maps: building a string key for
   * each product and type was half of the linking of a national answer).
   */
  views: Map<string, Map<string, Map<string, AvailabilityView>>>;
  days: Map<AvailabilityView, Map<string, AvailabilityDayValue[]>>;
  /** One filter view per size, waste type and cost structure, shared by their products. */
  named: Record<NamedKind, Map<number, { databaseId: number; name: string }>>;
  /** The answer's first record of each size, waste type and cost structure, by id. */
  records: Record<NamedKind, Map<number, { id?: number; name: string }>>;
  /** The records the answer sent once (`shared_records`), which its products and zones name. */
  shared: SharedRecordsDto | undefined;
}
type NamedKind = 'size' | 'wasteType' | 'costStructure';

const newLinking = (
  now: Date,
  wasteTypes: WasteTypesById | undefined,
  shared: SharedRecordsDto | null | undefined,
): Linking => ({
  results: undefined,
  now,
  wasteTypes,
  shared: shared ?? undefined,
  views: new Map(),
  days: new Map(),
  named: { size: new Map(), wasteType: new Map(), costStructure: new Map() },
  records: { size: new Map(), wasteType: new Map(), costStructure: new Map() },
});

/** The view of one delivery type's result (by key) for a size, made once per answer. */
function viewOf(l: Linking, type: DeliveryTypeValue, key: string, size: string | undefined) {
  let byKey = l.views.get(type);
  if (!byKey) l.views.set(type, (byKey = new Map()));
  let bySize = byKey.get(key);
  if (!bySize) byKey.set(key, (bySize = new Map()));
  let view = bySize.get(size ?? '');
  if (!view) {
    const e = l.results?.[key];
    if (!e) return undefined;
    view = entryView(type, e, size);
    bySize.set(size ?? '', view);
  }
  return view;
}

/** The product's availability per delivery type, from the answer's results by key. */
function productAvailability(p: ProductDto, l: Linking): AvailabilityView[] {
  const keys = p.availability;
  if (!keys) return [];
  const size = p.size?.name;
  const views: AvailabilityView[] = [];
  for (const type of DELIVERY_TYPES) {
    const view = viewOf(l, type, keys[type], size);
    if (view) views.push(view);
  }
  return views;
}

/** The value kept for `id` when it has `name`; else `make()`'s, kept when the id is new. */
function firstById<T extends { name: string }>(
  byId: Map<number, T>,
  id: number,
  name: string,
  make: () => T,
): T {
  const first = byId.get(id);
  if (first?.name === name) return first;
  const made = make();
  if (!first) byId.set(id, made);
  return made;
}

/** The shared filter view of a size, waste type or cost structure. */
const named = (l: Linking, kind: NamedKind, databaseId: number, name: string) =>
  firstById(l.named[kind], databaseId, name, () => ({ databaseId, name }));

/**
 * The answer's first record of this id and name, for every product that names it: a kept answer
 * (the search cache) then holds one object per size, waste type and cost structure instead of
 * three per product, and each object an answer keeps costs the young-generation collector a copy
 * (gateway/README.md#cost-of-one-results-query).
 */
function record<T extends { id?: number; name: string }>(
  l: Linking,
  kind: NamedKind,
  r: T | null | undefined,
): T | null | undefined {
  if (!r || r.id == null) return r;
  return firstById(l.records[kind] as Map<number, T>, r.id, r.name, () => r);
}

/**
 * The record of this id that the answer sent once (`shared_records`: products and zones name
 * theirs by id), or undefined (an answer with each record in place, or none of this id).
 */
function sharedRecord<K extends keyof SharedRecordsDto>(
  l: Linking,
  kind: K,
  id: number | null | undefined,
): SharedRecordsDto[K][string] | undefined {
  const byId = l.shared?.[kind] as SharedRecordsDto[K] | undefined;
  return id == null ? undefined : (byId?.[id] as SharedRecordsDto[K][string] | undefined);
}

/** The empty list every product without exceptions, alerts or notes shares (read only). */
const NONE: never[] = Object.freeze([]) as unknown as never[];

/** The days a new delivery matches (availableOn), once per result and date. */
function daysOf(nd: AvailabilityView | undefined, today: string, l: Linking) {
  if (!nd) return availableOn(nd, today);
  let byDate = l.days.get(nd);
  if (!byDate) l.days.set(nd, (byDate = new Map()));
  let days = byDate.get(today);
  if (!days) byDate.set(today, (days = availableOn(nd, today)));
  return days;
}

/** Links a zone in place (the answer belongs to its request); its products are linked apart. */
function linkZone(z: ZoneDto, l: Linking, search: SearchProducts, from: number): ZoneSource {
  const hauler: HaulerDto = z.hauler ??
    sharedRecord(l, 'haulers', z.hauler_id) ?? {
      id: Number(z.hauler_id ?? 0),
      name: '',
      type: 'outOfNetwork',
    };
  // The zone's own copy of its region when the answer has one (the main API works out a region's
  // current availability for the zone and the point), else the answer's one of its region.
  const region: RegionDto = z.region ??
    sharedRecord(l, 'regions', z.region_id) ?? { id: Number(z.region_id ?? 0), name: '' };
  const count = z.rolloff_pricing?.length ?? 0;
  // Spreading large records is slow: the zone gains its links in place.
  return Object.assign(z, {
    _hauler: hauler,
    _region: region,
    _regionSource: undefined,
    _current: currentEntries(region.current_availability),
    _search: search,
    _range: [from, from + count] as [number, number],
    _exceptionById: new Map((region.exceptions ?? []).map((e) => [e.id, e])),
    _today: region.today ?? l.now.toISOString().slice(0, 10),
  });
}

/** What every product of a zone shares in the filter rules' view. */
function zoneViews(zone: ZoneSource) {
  const hauler = zone._hauler;
  return {
    zone: { databaseId: zone.id, name: zone.name, aggregateRanking: num(zone.aggregate_ranking) },
    hauler: { databaseId: hauler.id, name: hauler.name, type: hauler.type ?? 'outOfNetwork' },
  };
}

/**
 * Links one product of a zone in place. `filterable` is the product's filter view when it has
 * one already: a kept answer's product read again from its bytes (SearchProducts) gets the view
 * its answer was linked with.
 */
function linkProduct(
  p: ProductDto,
  zone: ZoneSource,
  l: Linking,
  index: number,
  filterable: LinkedFilterable | ReturnType<typeof zoneViews>,
): ProductSource {
  p.size = record(l, 'size', p.size ?? sharedRecord(l, 'sizes', p.size_id));
  p.waste_type = record(
    l,
    'wasteType',
    p.waste_type ?? sharedRecord(l, 'waste_types', p.waste_type_id),
  );
  p.cost_structure = record(
    l,
    'costStructure',
    p.cost_structure ?? sharedRecord(l, 'cost_structures', p.cost_structure_id),
  );
  const availability = productAvailability(p, l);
  const nd = availability[0]?.deliveryType === 'newDeliveries' ? availability[0] : undefined;
  const days = daysOf(nd, zone._today, l);
  const linked = p as ProductSource;
  if (!('index' in filterable)) {
    const costStructureId = p.cost_structure_id ?? p.cost_structure?.id ?? null;
    filterable = {
      price: p.price == null ? null : String(p.price),
      preferred: !!p.preferred,
      preferredRank: p.preferred_rank ?? null,
      rank: p.rank ?? 99,
      tonnage: p.tonnage == null ? null : String(p.tonnage),
      // Without a result (an answer without availability) nothing can be promised.
      noService: nd?.noService ?? true,
      mustCall: nd?.mustCall ?? false,
      availableOn: days,
      size: p.size ? named(l, 'size', p.size.id, p.size.name) : null,
      wasteType: p.waste_type ? named(l, 'wasteType', p.waste_type.id, p.waste_type.name) : null,
      costStructure:
        p.cost_structure && costStructureId != null
          ? named(l, 'costStructure', Number(costStructureId), p.cost_structure.name)
          : null,
      zone: filterable.zone,
      hauler: filterable.hauler,
      index,
    };
  }
  const ids = p.exception_ids;
  // Read into the views and exceptions above; not kept with the answer.
  linked.availability = undefined;
  linked.exception_ids = undefined;
  if (p.alerts?.length === 0) p.alerts = NONE;
  if (p.notes?.length === 0) p.notes = NONE;
  linked._zone = zone;
  linked._availability = availability;
  linked._exceptions = ids?.length ? ids.flatMap((id) => zone._exceptionById.get(id) ?? []) : NONE;
  linked._availableOn = days;
  linked._filterable = filterable;
  linked._wasteType = p.waste_type ? l.wasteTypes?.get(String(p.waste_type.id)) : undefined;
  return linked;
}

/**
 * How a kept answer links the products it reads again: with their zones and filter views, and
 * the availability results read again (one linking per read). Made apart from linkSearch, whose
 * other closures hold the linked products: a closure holds every variable its scope's closures
 * read, and this one is kept with the answer.
 */
const relinker =
  (
    now: Date,
    wasteTypes: WasteTypesById | undefined,
    zoneOf: ZoneSource[],
    filterables: LinkedFilterable[],
    shared: SharedRecordsDto | null | undefined,
  ): Relink =>
  (results) => {
    const l: Linking = { ...newLinking(now, wasteTypes, shared), results };
    return (p, i) => linkProduct(p, zoneOf[i]!, l, i, filterables[i]!);
  };

/** The products of a search at these link indexes: its request's own, else read again. */
export const productsAt = (s: SearchSource, indexes: readonly number[]): ProductSource[] => {
  const live = s.live;
  return live ? indexes.map((i) => live[i]!) : s.products.read(indexes);
};

/** The products of `zones`, in default order. */
export const productsOf = (s: SearchSource): ProductSource[] =>
  productsAt(
    s,
    s.filterables.map((f) => f.index),
  );

/**
 * The answer as the search cache keeps it: without its linked products when they can be read
 * again from the answer's bytes, so that what a kept answer holds is its bytes, its zones and the
 * filter views (gateway/README.md#a-kept-search-holds-its-bytes).
 */
export const keptForm = (s: SearchSource): SearchSource => ({ ...s, live: undefined });

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
    /** The parts of the regions the answer was asked with; all by default. */
    regionParts?: RegionParts;
    /** The answer as the main API sent it: its text, and its bytes (what a kept answer holds). */
    source?: { text: string; bytes: Uint8Array };
  },
): SearchSource {
  const l: Linking = {
    ...newLinking(o.now ?? new Date(), o.wasteTypes, answer.records),
    results: answer.availability_results,
  };
  // Every product of the answer, by link index: zones first, then special-use areas.
  const dtos = answerProducts(answer);
  // Where each product is in the answer's bytes: a kept answer then holds the bytes instead of
  // the product objects (SearchProducts). Without them, or a product not found, the kept answer
  // holds the products as linked.
  const places =
    o.source && locate(o.source.text, o.source.bytes, dtos, answer.availability_results);
  const live = new Array<ProductSource>(dtos.length);
  const filterables = new Array<LinkedFilterable>(dtos.length);
  const zoneOf = new Array<ZoneSource>(dtos.length);
  const products = new SearchProducts({
    bytes: places && o.source?.bytes,
    places,
    ids: dtos.map((p) => p.id),
    relink: relinker(l.now, l.wasteTypes, zoneOf, filterables, answer.records),
    linked: places ? undefined : live,
  });
  let index = 0;
  const linkAll = (z: ZoneDto) => {
    const zone = linkZone(z, l, products, index);
    const views = zoneViews(zone);
    for (const p of z.rolloff_pricing ?? []) {
      const linked = linkProduct(p, zone, l, index, views);
      live[index] = linked;
      filterables[index] = linked._filterable;
      zoneOf[index] = zone;
      index++;
    }
    // The products are the search's (`_search`): the zone does not hold them.
    zone.rolloff_pricing = undefined;
    return zone;
  };
  const zones = (answer.search_results ?? []).map(linkAll);
  const inZones = index;
  const special = (answer.special_use_results ?? []).map(linkAll);
  return {
    // The results are read into the views above: not kept with the linked answer (a tenth of
    // its bytes).
    answer: { ...answer, availability_results: undefined },
    place: o.place,
    location: o.location,
    nearby: !!o.args.nearby,
    buffer: o.buffer,
    zones,
    special,
    // In default order: the rules sort the filter views.
    filterables: sortProducts(filterables.slice(0, inZones), 'def'),
    products,
    live,
    timeZone: o.timeZone,
    regionParts: o.regionParts ?? ALL_REGION_PARTS,
    args: o.args,
    stamp: `${answer.id ?? '-'}.${randomUUID().slice(0, 8)}`,
  };
}
