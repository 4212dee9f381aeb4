// Address parts of a place (docs/decisions.md#validation) and place-type rules of the results page.

export interface AddressComponentLike {
  long_name?: string;
  short_name?: string;
  longName?: string;
  shortName?: string;
  types: readonly string[];
}

export interface AddressPartsView {
  streetNumber: string | null;
  route: string | null;
  city: string | null;
  county: string | null;
  state: string | null;
  stateName: string | null;
  zipCode: string | null;
  street: string | null;
}

/**
 * street_number, route, locality (or administrative_area_level_3), administrative_area_level_1,
 * administrative_area_level_2 and postal_code of a place's address components.
 */
export function addressParts(
  components: readonly AddressComponentLike[] | null | undefined,
): AddressPartsView {
  const find = (type: string) => (components ?? []).find((c) => c.types.includes(type));
  const long = (type: string) => {
    const c = find(type);
    return c ? (c.long_name ?? c.longName ?? null) : null;
  };
  const short = (type: string) => {
    const c = find(type);
    return c ? (c.short_name ?? c.shortName ?? null) : null;
  };
  const streetNumber = long('street_number');
  const route = long('route');
  return {
    streetNumber,
    route,
    city: long('locality') ?? long('administrative_area_level_3'),
    county: long('administrative_area_level_2'),
    state: short('administrative_area_level_1'),
    stateName: long('administrative_area_level_1'),
    zipCode: long('postal_code'),
    street: streetNumber && route ? `${streetNumber} ${route}` : (route ?? null),
  };
}

/** A ZIP-code place: the next search is biased to its position (otherwise bias resets). */
export const isPostalCode = (types: readonly string[] | null | undefined) =>
  (types ?? []).includes('postal_code');

/** Street view is enabled only for premise or street_address places. */
export const streetViewAvailable = (types: readonly string[] | null | undefined) =>
  (types ?? []).some((t) => t === 'premise' || t === 'street_address');

/** A 5-digit ZIP code also runs the text search. */
export const isZipInput = (input: string) => /^\d{5}$/.test(input.trim());
