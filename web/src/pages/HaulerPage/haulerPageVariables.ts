// The hauler page's query variables from its URL: /haulers/:id?region=ID | ?zone=ID | ?new=region|zone.
import { allows, rules } from '@shared/auth/access.ts';

/** Global id of a database id (the gateway's base64("Type:id")); global ids pass through. */
export function globalId(type: 'Region' | 'Zone' | 'Hauler', id: string): string {
  return /^\d+$/.test(id) ? btoa(`${type}:${id}`) : id;
}

/** Variables of HaulerPageQuery for the hauler id and the selection in `search`. */
export function haulerPageVariables(
  id: string,
  search: URLSearchParams,
  viewer: { roles: readonly string[]; permissions: readonly string[] },
) {
  const region = search.get('region') ?? '';
  const zone = search.get('zone') ?? '';
  return {
    id,
    regionId: region ? globalId('Region', region) : '',
    zoneId: zone ? globalId('Zone', zone) : '',
    withRegion: !!region,
    withZone: !!zone,
    canEdit: allows(viewer, rules.superAdmin),
  };
}
