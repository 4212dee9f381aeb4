// Place, PlaceSuggestion and TimeZone fields over the maps service's (Google-shaped) answers.
import type { GooglePlace, GooglePrediction, GoogleTimeZone } from '../../../rest/maps.ts';
import { addressParts, isPostalCode, streetViewAvailable } from '../../../domain/quote/address.ts';
import type { Resolver } from '../../types.ts';

export const Place: Record<string, Resolver<GooglePlace>> = {
  placeId: (p) => p.place_id,
  name: (p) => p.name ?? null,
  formattedAddress: (p) => p.formatted_address ?? p.name ?? '',
  location: (p) => p.geometry?.location ?? null,
  types: (p) => p.types ?? [],
  addressComponents: (p) =>
    (p.address_components ?? []).map((c) => ({
      longName: c.long_name,
      shortName: c.short_name,
      types: c.types,
    })),
  address: (p) => addressParts(p.address_components),
  isPostalCode: (p) => isPostalCode(p.types),
  streetViewAvailable: (p) => streetViewAvailable(p.types),
};

/** A suggestion: an autocomplete prediction, or a text-search place (source textSearch). */
export type SuggestionSource =
  (GooglePrediction & { source: 'autocomplete' }) | (GooglePlace & { source: 'textSearch' });

export const PlaceSuggestion: Record<string, Resolver<SuggestionSource>> = {
  placeId: (s) => s.place_id,
  description: (s) =>
    s.source === 'autocomplete' ? s.description : (s.formatted_address ?? s.name ?? ''),
  mainText: (s) =>
    s.source === 'autocomplete'
      ? (s.structured_formatting?.main_text ?? s.description)
      : (s.name ?? s.formatted_address ?? ''),
  secondaryText: (s) =>
    s.source === 'autocomplete'
      ? (s.structured_formatting?.secondary_text ?? null)
      : (s.formatted_address ?? null),
  types: (s) => s.types ?? [],
  source: (s) => s.source,
};

export const TimeZone: Record<string, Resolver<GoogleTimeZone>> = {
  timeZoneName: (t) => t.timeZoneName ?? null,
  utcOffsetMinutes: (t) => Math.round((t.rawOffset + t.dstOffset) / 60),
};
