import type { Resolver } from '../../../types.ts';

/** Place details by place id (null when unknown). */
const place: Resolver<unknown, { placeId: string; sessionToken?: string | null }> = (
  _,
  a,
  { rest },
) => rest.maps.details(a.placeId, a.sessionToken);
export default place;
