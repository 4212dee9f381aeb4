import { addressParts } from '../../../../domain/quote/address.ts';
import type { Resolver } from '../../../types.ts';
import { linkSearch, NEARBY_MILES } from '../../link.ts';

type Args = {
  placeId: string;
  lat?: number | null;
  lng?: number | null;
  nearby?: boolean | null;
  searchType?: string | null;
  sessionToken?: string | null;
};

/** Place details, then one `POST /search` at the place (or the dragged pin); null for an unknown place. */
const quote: Resolver<unknown, Args> = async (_, a, { rest }) => {
  const place = await rest.maps.details(a.placeId, a.sessionToken);
  const location =
    a.lat != null && a.lng != null ? { lat: a.lat, lng: a.lng } : place?.geometry?.location;
  if (!place || !location) return null;
  const parts = addressParts(place.address_components);
  const buffer = a.nearby ? NEARBY_MILES : 0;
  const answer = await rest.search.search({
    address: place.formatted_address ?? null,
    city: parts.city,
    state: parts.state,
    zip_code: parts.zipCode,
    latitude: location.lat,
    longitude: location.lng,
    buffer,
    type: place.types?.[0] ?? null,
    place_id: a.placeId,
    search_type: a.searchType ?? null,
  });
  return linkSearch(answer, { place, location, nearby: !!a.nearby, buffer });
};
export default quote;
