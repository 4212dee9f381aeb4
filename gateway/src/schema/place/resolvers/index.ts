// Place: suggestions, details, geocoding and time zone through the maps service.
import type { Domain } from '../../types.ts';
import placeSuggestions from './Query/placeSuggestions.ts';
import place from './Query/place.ts';
import geocode from './Query/geocode.ts';
import timeZone from './Query/timeZone.ts';
import { Place, PlaceSuggestion, TimeZone } from './Place.ts';

const domain = {
  resolvers: {
    Query: { placeSuggestions, place, geocode, timeZone },
    Place,
    PlaceSuggestion,
    TimeZone,
  },
} satisfies Domain;
export default domain;
