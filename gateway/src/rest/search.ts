// The address search of the main API (`POST /search`) and the viewer's search history.
import type { Body } from './dto.ts';
import type { HttpClient, WithText } from './http.ts';
import { RestError } from './http.ts';
import type { PricingBlockDto, ProductDto, SearchAnswerDto } from '../domain/quote/types.ts';
import { DEBRIS_TYPES } from '../domain/quote/fills.ts';

/** A product's card columns (POST /search/products). */
export type ProductDetailsDto = Partial<ProductDto> & { id: number };

/**
 * The columns of a product's pricing record the gateway reads of every product of a search: what
 * links it and what the filter rules, facets and sort read (link.ts), and the fields that read
 * them (QuoteProduct.ts). Its searches ask for these (`product_columns`); the main API sends them
 * and those it reads itself. Every other column a card shows (DETAIL_COLUMNS) is read only for
 * the products a request answers (POST /search/products, `productDetailsById`): a first page
 * shows 9 cards of up to a few thousand products at a dense national point, and reading,
 * writing and parsing the rest of every product's columns was a fifth of the search's time there
 * (api/README.md#search).
 */
export const SEARCH_COLUMNS: readonly ProductColumn[] = [
  'id',
  'size_id',
  'waste_type_id',
  'cost_structure_id',
  'tonnage',
  'price',
  'cost',
  'preferred',
  'preferred_rank',
  'rank',
];

/**
 * The columns of a product's pricing record only its card reads (QuoteProduct.ts, the fill
 * exceptions of fills.ts), asked for the products a request answers, with the 26 debris columns
 * packed in one (`pack_debris`). The rest of a record's 75 columns (audit, dimensions, fees the
 * cards do not show) are never asked for. A field that reads another column adds it here:
 * tests/gateway/quote-columns.test.ts compares every product field with every column and
 * without them.
 */
export const DETAIL_COLUMNS: readonly ProductColumn[] = [
  'sell_as',
  'price_per_ton',
  'extra_day_price',
  'cost_per_ton',
  'extra_day_cost',
  'tax_rate',
  'user_defined_one',
  'sold_qty_last_45',
  'netsuite_id',
  'netsuite_item_name',
  'salesforce_id',
  'mako_preferred',
  'product_notes',
  'cost_structure_note',
  // The domain names the debris columns as strings (fills.ts); quote-columns.test.ts reads them.
  ...DEBRIS_TYPES.flatMap((d) => [d.key, d.noteKey] as ProductColumn[]),
];

/** The fields of a product a `productDetails` answer carries: DETAIL_COLUMNS, debris packed. */
export const DETAIL_FIELDS: readonly string[] = [
  ...DETAIL_COLUMNS.filter((c) => !DEBRIS_TYPES.some((d) => c === d.key || c === d.noteKey)),
  'debris',
];

/** How the gateway asks `POST /search/products` for a card's columns (with the `ids`). */
export const AS_CARD_DETAILS = { product_columns: DETAIL_COLUMNS, pack_debris: true } as const;

/** Every column the gateway reads of a product. */
export const PRODUCT_COLUMNS: readonly ProductColumn[] = [...SEARCH_COLUMNS, ...DETAIL_COLUMNS];

type SearchRequest = Body<'/search', 'post'>;

/** A column of a product's pricing record, as the main API's `product_columns` names them. */
export type ProductColumn = NonNullable<SearchRequest['product_columns']>[number];

/**
 * The body of `POST /search` (docs/decisions.md#calls), as the main API declares it (its
 * OpenAPI document, `npm run codegen`); the column lists are the gateway's read-only constants.
 */
export type SearchBody = Omit<SearchRequest, 'product_columns'> & {
  product_columns?: readonly ProductColumn[];
};

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
    /**
     * Runs one address search (recorded by the main API for Search History); answers the
     * answer's JSON with its text, which the search cache keeps (schema/search/products.ts).
     */
    search: (body: SearchBody) =>
      http.post<WithText<SearchAnswerDto>>('/search', body, {
        resource: 'search',
        withText: true,
      }),
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
    /**
     * The card columns (DETAIL_COLUMNS, debris packed) of products a search named, in one call
     * (`POST /search/products`, at most 100 ids); unknown products are left out.
     */
    async productDetails(productIds: readonly number[]): Promise<Map<number, ProductDetailsDto>> {
      const a = await http.post<{ data: ProductDetailsDto[] }>(
        '/search/products',
        { ids: productIds, ...AS_CARD_DETAILS },
        { resource: 'search.products' },
      );
      return new Map(a.data.map((d) => [d.id, d]));
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
