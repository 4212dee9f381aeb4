// The address search of the main API (`POST /search`) and the viewer's search history.
import type { HttpClient } from './http.ts';
import { RestError } from './http.ts';
import type { PricingBlockDto, SearchAnswerDto } from '../domain/quote/types.ts';

/** The body of `POST /search` (docs/decisions.md#calls). */
export interface SearchBody {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  latitude: number;
  longitude: number;
  zip_code?: string | null;
  /** Miles; 40 for Expand Search. */
  buffer?: number;
  type?: string | null;
  place_id?: string | null;
  /** hauler or product (the Haulers / Dumpsters choice). */
  search_type?: string | null;
  session_id?: string | null;
  /** false: not recorded in Search History (a search repeated for one product's details). */
  history?: boolean;
  /** false: products without their pricing block (`pricingBlocks(ids)` reads them). */
  pricing_blocks?: boolean;
  /** false: regions without their contract availability records. */
  contract_availability?: boolean;
}

export interface SearchHistoryDto {
  id: number;
  query?: unknown;
  place_id?: string | null;
  formatted_address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  result_count?: number | null;
  created_at?: string | null;
}

/** Search calls of one request. */
export function searchClient(http: HttpClient) {
  return {
    /** Runs one address search (recorded by the main API for Search History). */
    search: (body: SearchBody) =>
      http.post<SearchAnswerDto>('/search', body, { resource: 'search' }),
    /**
     * Products' pricing blocks, as a search with blocks has them, in one call
     * (`GET /search/pricing-blocks`, at most 100 ids); unknown products are left out.
     */
    async pricingBlocks(productIds: readonly number[]): Promise<Map<number, PricingBlockDto>> {
      const a = await http.get<{ data: { id: number; pricing: PricingBlockDto }[] }>(
        `/search/pricing-blocks?ids=${productIds.join(',')}`,
        { resource: 'search.pricing-blocks' },
      );
      return new Map(a.data.map((b) => [b.id, b.pricing]));
    },
    /** The caller's last searches, newest first (at most 5). */
    async history(): Promise<SearchHistoryDto[]> {
      try {
        const a = await http.get<
          { models?: SearchHistoryDto[]; data?: SearchHistoryDto[] } | SearchHistoryDto[]
        >('/search-history', { resource: 'search-history' });
        const list = Array.isArray(a) ? a : (a.models ?? a.data ?? []);
        return list.slice(0, 5);
      } catch (err) {
        // Not built yet on an older main API: an empty history.
        if (err instanceof RestError && err.status === 404) return [];
        throw err;
      }
    },
  };
}
export type SearchClient = ReturnType<typeof searchClient>;
