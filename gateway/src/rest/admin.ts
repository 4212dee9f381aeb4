// Administration calls beyond the generic record calls of records.ts: children of many parents
// in one call (`hauler_ids=`, `region_ids=`, `service_area_ids=`), the region collections,
// the report searches, bulk-exception exclusion and the contract-availability save.
import type { HttpClient, Query } from './http.ts';
import type {
  AlertDto,
  Answer,
  AvailabilityDto,
  Body,
  ExceptionDto,
  NoteDto,
  RegionDto,
  RolloffPricingDto,
  ServiceAreaDto,
} from './dto.ts';
import type { ListPage, RestRecord } from './resource.ts';

/** One contract-availability change of PUT /region/{id} `{availability: {...}}`. */
export interface AvailabilityChangeDto {
  id: number | string;
  updated_at?: string;
  data: Record<string, unknown>;
}

/** Answer of POST /geometry/merge: `feature` is a JSON string, `errors` the unfound terms. */
export type GeometryMergeDto = Answer<'/geometry/merge', 'post'>;

/** Answer of POST /exceptions/preview. */
export interface ExceptionPreviewDto {
  total_products: number;
  changed: {
    pricing_id: number;
    zone_id: number;
    zone_name: string;
    size_name: string | null;
    waste_type_name: string | null;
    changes: { delivery_type: string; before: string; after: string }[];
  }[];
}

/**
 * Body of POST /region/search and POST /exception/search (docs/decisions.md#calls), as the main
 * API declares it (`npm run codegen`); the two take the same fields.
 */
export type SearchBodyDto = Body<'/region/search', 'post'> & Body<'/exception/search', 'post'>;

const ALL = { per_page: -1 } as const;

/** The admin calls of one request. */
export function adminClient(http: HttpClient) {
  const list = <T = RestRecord>(path: string, query: Query, resource: string) =>
    http.get<ListPage<T>>(path, { query, resource });
  return {
    /** Regions of many haulers (GET /regions?hauler_ids=). */
    regionsOfHaulers: async (ids: readonly (string | number)[]) =>
      (await list<RegionDto>('/regions', { ...ALL, hauler_ids: ids }, 'regions')).models,
    /** Regions by id with their contract and current availability. */
    regionsWithAvailability: async (ids: readonly (string | number)[]) =>
      (await list<RegionDto>('/regions', { ...ALL, ids, includeAvailability: true }, 'regions'))
        .models,
    /** Zones of many regions (GET /service-areas?region_ids=). */
    zonesOfRegions: async (ids: readonly (string | number)[]) =>
      (await list<ServiceAreaDto>('/service-areas', { ...ALL, region_ids: ids }, 'service-areas'))
        .models,
    /** Pricing records of many zones (GET /rolloff-pricings?service_area_ids=). */
    pricingOfZones: async (ids: readonly (string | number)[]) =>
      (
        await list<RolloffPricingDto>(
          '/rolloff-pricings',
          { ...ALL, service_area_ids: ids },
          'rolloff-pricings',
        )
      ).models,
    /** Alerts linked to any of the records of one level (GET /alerts?region_ids=...). */
    alertsOf: async (
      level: 'hauler' | 'region' | 'service_area' | 'market' | 'rolloff_pricing',
      ids: readonly (string | number)[],
    ) => (await list<AlertDto>('/alerts', { ...ALL, [`${level}_ids`]: ids }, 'alerts')).models,
    /** Notes linked to any of the records of one level (GET /notes?service_area_ids=...). */
    notesOf: async (
      level: 'hauler' | 'service_area' | 'rolloff_pricing',
      ids: readonly (string | number)[],
    ) => (await list<NoteDto>('/notes', { ...ALL, [`${level}_ids`]: ids }, 'notes')).models,
    /** Exceptions of many regions and every bulk one (bulk ones carry `excluded` region ids). */
    exceptionsOfRegions: async (ids: readonly (string | number)[]) =>
      (await list<ExceptionDto>('/exceptions', { ...ALL, region_ids: ids }, 'exceptions')).models,
    /** The availability report (POST /region/search). */
    searchRegions: (body: SearchBodyDto) =>
      http.post<ListPage<RestRecord>>('/region/search', body, { resource: 'region.search' }),
    /** The exception report (POST /exception/search). */
    searchExceptions: (body: SearchBodyDto) =>
      http.post<ListPage<RestRecord>>('/exception/search', body, {
        resource: 'exception.search',
      }),
    /** Removes a bulk exception from one region. */
    excludeException: (id: string | number, regionId: string | number) =>
      http.post<RestRecord>(`/exception/${id}/exclude/${regionId}`, undefined, {
        resource: 'exception.exclude',
      }),
    /** The products of a region a draft exception would change (POST /exceptions/preview). */
    previewException: (body: {
      region_id: number;
      exception_id?: number;
      exception: Record<string, unknown>;
    }) =>
      http.post<ExceptionPreviewDto>('/exceptions/preview', body, {
        resource: 'exception.preview',
      }),
    /** Saves a region's contract availability, every delivery type in one transaction. */
    saveContractAvailability: (
      regionId: string | number,
      availability: Record<string, AvailabilityChangeDto[]>,
    ) =>
      http.put<Record<string, RestRecord[]>>(
        `/region/${regionId}`,
        { availability },
        { resource: 'region.availability' },
      ),
    /** Merges (union) `geometries` terms and cuts `excludeGeometries`; nothing is saved. */
    mergeGeometry: (body: {
      resource_id?: string | number | null;
      resource_type: 'servicearea' | 'market';
      geometries: string[];
      excludeGeometries: string[];
      include_existing?: boolean;
      /** The boundary being edited to start from (checked like a saved one). */
      base?: unknown;
    }) => http.post<GeometryMergeDto>('/geometry/merge', body, { resource: 'geometry.merge' }),
    /** The centre of the zones whose `field_name` is `resource_id` (or of a market). */
    centroid: (body: {
      resource_id: string | number;
      resource_type: 'servicearea' | 'market';
      field_name: 'id' | 'region_id' | 'hauler_id';
    }) =>
      http.post<{ lat: number; lng: number }>('/geometry/centroid', body, {
        resource: 'geometry.centroid',
      }),
    /**
     * Saves current availability (window fields and `rows` of every delivery type) in one
     * transaction; answers the saved current availability with its rows.
     */
    saveCurrentAvailability: (id: string | number, body: Record<string, unknown>) =>
      http.put<RestRecord>(`/current-availability/${id}`, body, {
        resource: 'current-availability',
      }),
    /** A current availability header (window fields, region id). */
    currentAvailability: (id: string | number) =>
      http.get<RestRecord>(`/current-availability/${id}`, { resource: 'current-availability' }),
    /** One contract-availability record. */
    availability: (id: string | number) =>
      http.get<AvailabilityDto>(`/availability/${id}`, { resource: 'availability' }),
  };
}
export type AdminClient = ReturnType<typeof adminClient>;
