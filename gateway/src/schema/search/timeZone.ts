// The time zone at a search's point: one maps call, reused for TIME_ZONE_CACHE_MS (cache.ts).
import type { Context } from '../../context.ts';

/** The time zone at the point now (null where there is none). */
export function timeZoneAt(ctx: Pick<Context, 'caches' | 'rest'>, lat: number, lng: number) {
  return ctx.caches.timeZones.through(`${lat},${lng}`, () =>
    ctx.rest.maps.timeZone(lat, lng, Math.floor(Date.now() / 1000)),
  );
}
