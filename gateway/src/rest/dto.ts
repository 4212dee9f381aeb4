// The main API's record shapes, from the types generated out of its /openapi.json
// (openapi.generated.ts, `npm run codegen`). A renamed or retyped REST field changes these types,
// so the clients and resolvers that read it stop compiling.
import type { components, paths } from './openapi.generated.ts';

type Schemas = components['schemas'];

/**
 * A record's declared fields only: the records are open (`additionalProperties`) on the wire, and
 * the index signature would let any misspelt name through as `unknown`.
 */
export type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/** A record as the REST client answers it (declared fields, open for the rest). */
export type Dto<N extends keyof Schemas> = Schemas[N];

export type HaulerDto = Dto<'Hauler'>;
export type LocationDto = Dto<'Location'>;
export type RegionDto = Dto<'Region'>;
export type ServiceAreaDto = Dto<'ServiceArea'>;
export type RolloffPricingDto = Dto<'RolloffPricing'>;
export type ExceptionDto = Dto<'Exception'>;
export type AlertDto = Dto<'Alert'>;
export type MarketDto = Dto<'Market'>;
export type GeoNoteDto = Dto<'GeoNote'>;
export type NoteDto = Dto<'Note'>;
export type AvailabilityDto = Dto<'Availability'>;

/** The parent of a record type's field resolvers: only the fields the main API declares. */
export type HaulerRecord = Known<HaulerDto>;
export type LocationRecord = Known<LocationDto>;
export type RegionRecord = Known<RegionDto>;
export type ServiceAreaRecord = Known<ServiceAreaDto>;
export type RolloffPricingRecord = Known<RolloffPricingDto>;
export type ExceptionRecord = Known<ExceptionDto>;
export type AlertRecord = Known<AlertDto>;
export type MarketRecord = Known<MarketDto>;
export type GeoNoteRecord = Known<GeoNoteDto>;
export type NoteRecord = Known<NoteDto>;

/** The camelCase GraphQL name of a snake_case REST field (`general_notes` -> `generalNotes`). */
export type CamelCase<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<CamelCase<T>>}`
  : S;

/** The GraphQL field names that map one-to-one onto a record's declared REST fields. */
export type CamelFields<T> = CamelCase<keyof Known<T> & string>;

/** The JSON answer (200, else 201) of one operation of the main API, e.g. `Answer<'/geometry/merge', 'post'>`. */
export type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: { content: { 'application/json': infer J } } }
    ? J
    : R extends { 201: { content: { 'application/json': infer J } } }
      ? J
      : never
  : never;

/** The JSON body of one operation of the main API, e.g. `Body<'/search', 'post'>`. */
export type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer J } };
}
  ? J
  : never;
