import type { Resolver } from '../../../types.ts';

/** Time zone at a point; the timestamp defaults to now. */
const timeZone: Resolver<unknown, { lat: number; lng: number; timestamp?: number | null }> = (
  _,
  a,
  { rest },
) => rest.maps.timeZone(a.lat, a.lng, a.timestamp ?? Math.floor(Date.now() / 1000));
export default timeZone;
