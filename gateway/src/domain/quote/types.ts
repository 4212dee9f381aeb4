// Shapes of the main API's `POST /search` answer (snake_case, as REST sends them). Loose on
// purpose: fields the spec names, everything optional the main API may leave out.

import type {
  AvailabilityDayValue,
  DeliveryTypeValue,
  HaulerTypeValue,
} from '@shared/quote/values.ts';

export type { AvailabilityDayValue, DeliveryTypeValue, HaulerTypeValue };

export interface AlertDto {
  id: number;
  text: string;
  severity?: string | null;
  expires?: string | null;
  check_back?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  [key: string]: unknown;
}

export interface NoteDto {
  id: number;
  name?: string | null;
  description?: string | null;
}

export interface ExceptionDto {
  id: number;
  type: string;
  bulk?: boolean | null;
  region_id?: number | null;
  excluded_region_ids?: number[] | null;
  reason?: string | null;
  action_type?: string | null;
  action_date?: string | null;
  delivery_type?: string | string[] | null;
  service_areas?: string | number[] | null;
  service_areas_text?: string | null;
  sizes?: string | number[] | null;
  sizes_text?: string | null;
  waste_types?: string | number[] | null;
  waste_types_text?: string | null;
  days_of_week?: string | string[] | null;
  window_days?: number | null;
  availability_action?: string | null;
  next_available_date?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  boundaries?: unknown;
  boundaries_description?: string | null;
  updated_at?: string | null;
}

export interface DeliveryDateDto {
  date: string | null;
  availabilityType: string;
  friendlyText: string;
}

/** One current-availability entry (new deliveries: one per size). */
export interface CurrentAvailabilityDto {
  delivery_type: string;
  size_id?: number | null;
  name?: string | null;
  size?: string | { id: number; name: string } | null;
  title?: string | null;
  no_service?: boolean | null;
  no_service_reason?: string | null;
  must_call?: boolean | null;
  same_day_active?: boolean | null;
  next_day_active?: boolean | null;
  saturday_active?: boolean | null;
  sunday_active?: boolean | null;
  window_active?: boolean | null;
  window_days?: number | null;
  days_out?: number | null;
  same_day_cutoff_time?: string | null;
  next_day_cutoff_time?: string | null;
  two_day_notice_cutoff_time?: string | null;
  days_out_cutoff_time?: string | null;
  saturday_cutoff_day?: string | null;
  saturday_cutoff_time?: string | null;
  sunday_cutoff_day?: string | null;
  sunday_cutoff_time?: string | null;
  next_available_service?: string | null;
  delivery_date?: DeliveryDateDto | null;
  exception_ids?: number[] | null;
  /** Why the entry is what it is (the main API's availability rules, one line each). */
  reasons?: AvailabilityReasonDto[] | null;
}

/** One reason of an availability result: the rule (or exception) that changed it. */
export interface AvailabilityReasonDto {
  kind: string;
  exception_id: number | null;
  text: string;
}

export interface LocaleDto {
  county?: string | null;
  name?: string | null;
  state?: string | null;
  state_name?: string | null;
  fips?: string | null;
}

export interface HaulerDto {
  id: number;
  name: string;
  type?: string | null;
  alerts?: AlertDto[] | null;
  notes?: NoteDto[] | null;
}

export interface RegionDto {
  id: number;
  name: string;
  phone?: string | null;
  notes?: string | null;
  territory?: string | null;
  timezone?: string | null;
  /** The region's local date (YYYY-MM-DD) the main API calculated with. */
  today?: string | null;
  we_win_winter?: boolean | null;
  portal_active?: boolean | null;
  exceptions?: ExceptionDto[] | null;
  availability?: unknown;
  /** A list of entries, or an object keyed by delivery type. */
  current_availability?:
    | CurrentAvailabilityDto[]
    | Record<string, CurrentAvailabilityDto | CurrentAvailabilityDto[]>
    | null;
  alerts?: AlertDto[] | null;
}

export interface AncillaryDto {
  price_type_name: string;
  price?: string | number | null;
  internal_id?: string | number | null;
  item_internal_id?: string | number | null;
  price_type?: string | number | null;
}

export interface PricingBlockDto {
  price?: string | number | null;
  internal_id?: string | number | null;
  item_internal_id?: string | number | null;
  product_category_name?: string | null;
  item_name?: string | null;
  vendor_id?: string | number | null;
  service_area_name?: string | null;
  channel?: string | null;
  price_level?: string | number | null;
  price_type?: string | number | null;
  ancillaries?: AncillaryDto[] | null;
  cost?: { ancillaries?: AncillaryDto[] | null } | null;
}

export interface ProductDto {
  id: number;
  service_area_id?: number;
  size_id?: number | null;
  waste_type_id?: number | null;
  cost_structure_id?: number | null;
  size?: { id: number; name: string } | null;
  waste_type?: {
    id: number;
    name: string;
    special_debris?: boolean | null;
    construction_debris?: boolean | null;
    household_debris?: boolean | null;
  } | null;
  cost_structure?: { id?: number; name: string } | null;
  tonnage?: string | number | null;
  price?: string | number | null;
  cost?: string | number | null;
  sell_as?: string | null;
  price_per_ton?: string | number | null;
  extra_day_price?: string | number | null;
  cost_per_ton?: string | number | null;
  extra_day_cost?: string | number | null;
  tax_rate?: string | number | null;
  user_defined_one?: string | number | null;
  sold_qty_last_45?: number | null;
  netsuite_id?: string | null;
  netsuite_item_name?: string | null;
  salesforce_id?: string | null;
  mako_preferred?: boolean | null;
  preferred?: boolean | null;
  preferred_rank?: number | null;
  rank?: number | null;
  notes?: NoteDto[] | null;
  product_notes?: string | null;
  cost_structure_note?: string | null;
  /** The debris flags that are true and the notes that are set (POST /search `pack_debris`). */
  debris?: Record<string, boolean | string> | null;
  alerts?: AlertDto[] | null;
  pricing?: PricingBlockDto | null;
  /** Keys into the answer's `availability_results`, per delivery type. */
  availability?: { newDeliveries: string; emptyReturn: string; pickUp: string } | null;
  /** Exceptions of the region that cover this product. */
  exception_ids?: number[] | null;
  [flag: string]: unknown;
}

export interface ZoneDto {
  id: number;
  name: string;
  hauler_id?: number;
  region_id?: number;
  hauler: HaulerDto | null;
  region: RegionDto | null;
  permit_info?: string | null;
  service_area_defined?: string | null;
  netsuite_name?: string | null;
  search_text?: string | null;
  color?: string | null;
  special_use?: string | null;
  active?: number | boolean | null;
  aggregate_ranking?: string | number | null;
  boundaries?: unknown;
  alerts?: AlertDto[] | null;
  notes?: NoteDto[] | null;
  rolloff_pricing?: ProductDto[] | null;
}

export interface MarketDto {
  id: number;
  name: string;
  [key: string]: unknown;
}

export interface GeoNoteDto {
  id: number;
  name: string;
  description?: string | null;
  color: string;
  boundaries?: unknown;
}

/** The answer of `POST /search`. */
export interface SearchAnswerDto {
  id?: number | string | null;
  search_results: ZoneDto[];
  market?: MarketDto | null;
  locale?: LocaleDto | null;
  geo_notes?: GeoNoteDto[] | null;
  special_use_results?: ZoneDto[] | null;
  /** Every distinct availability result of the answer, by the keys products name. */
  availability_results?: Record<string, CurrentAvailabilityDto> | null;
  /** The records its products and zones name by id, each once (`shared_records: true`). */
  records?: SharedRecordsDto | null;
  [key: string]: unknown;
}

/**
 * What a `shared_records` answer sends once, by id (as JSON keys), instead of in each product
 * (its size, waste type, cost structure) and zone (its hauler, and its region unless the search
 * read the regions' current availability, worked out at each zone).
 */
export interface SharedRecordsDto {
  sizes: Record<string, NonNullable<ProductDto['size']>>;
  waste_types: Record<string, NonNullable<ProductDto['waste_type']>>;
  cost_structures: Record<string, NonNullable<ProductDto['cost_structure']>>;
  haulers: Record<string, HaulerDto>;
  regions: Record<string, RegionDto>;
}
