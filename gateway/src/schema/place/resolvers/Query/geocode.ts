import type { Resolver } from '../../../types.ts';

/** Places matching free text. */
const geocode: Resolver<unknown, { address: string }> = (_, a, { rest }) =>
  a.address.trim() ? rest.maps.geocode(a.address.trim()) : [];
export default geocode;
