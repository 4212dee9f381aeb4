// The quote search's browser-side state: the suggestion bias (docs/decisions.md#validation: a ZIP-code place
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

let picked: { placeId: string; token: string } | null = null;

/**
 * Ends the typing session with the pick of `placeId`: the results route sends the token with
 * the place details call (Google bills the session once); the next keystroke starts a new one.
 */
export function endSession(placeId?: string) {
  picked = placeId && token ? { placeId, token } : null;
  token = null;
}

/** The token of the session that picked `placeId`, once; null otherwise. */
export function takeDetailsToken(placeId: string): string | null {
  const t = picked?.placeId === placeId ? picked.token : null;
  picked = null;
  return t;
}
