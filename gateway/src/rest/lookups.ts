// The meta lists (sizes, waste types, cost structures, ...), each loaded whole with per_page -1.
import type { HttpClient } from './http.ts';
import { RestError } from './http.ts';

export interface LookupDto {
  id: number;
  name: string;
  [key: string]: unknown;
}

/** The lookup lists and their REST paths. */
export const LOOKUP_PATHS = {
  sizes: '/sizes',
  wasteTypes: '/waste-types',
  costStructures: '/cost-structures',
  serviceTypes: '/service-types',
  brands: '/brands',
  productLines: '/products',
} as const;
export type LookupKind = keyof typeof LOOKUP_PATHS;

/** Lookup calls of one request. */
export function lookupsClient(http: HttpClient) {
  return {
    /** Every record of one list. */
    async list(kind: LookupKind): Promise<LookupDto[]> {
      try {
        const a = await http.get<{ models?: LookupDto[]; data?: LookupDto[] } | LookupDto[]>(
          LOOKUP_PATHS[kind],
          {
            query: { per_page: -1 },
            resource: LOOKUP_PATHS[kind].slice(1),
          },
        );
        return Array.isArray(a) ? a : (a.models ?? a.data ?? []);
      } catch (err) {
        // A main API without this list answers 404 (or 400 'Invalid model type'): the list is empty.
        if (err instanceof RestError && (err.status === 404 || err.status === 400)) {
          http.opts.log.warn({ kind }, 'lookup list is not available');
          return [];
        }
        throw err;
      }
    },
  };
}
export type LookupsClient = ReturnType<typeof lookupsClient>;
