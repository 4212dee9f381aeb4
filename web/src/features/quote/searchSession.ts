// The quote search's browser-side state: the suggestion bias (spec 2 section 5: a ZIP-code place
// biases the next search to its position; any other place resets it) and the maps session token.
import type { LatLngLiteral } from '../../map/types.ts';

let bias: LatLngLiteral | null = null;
let token: string | null = null;

/** The bias of the next place suggestions, or null. */
export const searchBias = () => bias;

/** After a search: bias to the place when it is a postal code, otherwise reset. */
export function updateBias(place: { isPostalCode: boolean; location: LatLngLiteral }) {
  bias = place.isPostalCode ? { lat: place.location.lat, lng: place.location.lng } : null;
}

/** The maps session token of the current typing session (a new one after each pick). */
export function sessionToken(): string {
  token ??= Math.random().toString(36).slice(2) + Date.now().toString(36);
  return token;
}

/** Ends the typing session: the next keystroke starts a new one. */
export function endSession() {
  token = null;
}
