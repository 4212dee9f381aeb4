// NetSuite through the main API: customers, sites and customer pricing (docs/decisions.md#calls).
import type { HttpClient, Query } from './http.ts';

export interface NetsuiteCustomerDto {
  id: number;
  internal_id: string;
  name: string;
  searchable_name: string;
  is_active: boolean;
  email?: string | null;
  phone?: string | null;
}

export interface NetsuiteSiteDto {
  id: number;
  internal_id: string;
  customer_id: number;
  formatted_address: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
}

/** The five keyed records of docs/decisions.md#records-and-fields (ancillaries only when priced). */
export type CustomerPricingBody = Record<string, Record<string, unknown>>;

type ListAnswer<T> = { models?: T[]; data?: T[]; total?: number; total_pages?: number } | T[];

function listOf<T>(a: ListAnswer<T>): { models: T[]; total: number } {
  const models = Array.isArray(a) ? a : (a.models ?? a.data ?? []);
  const total = !Array.isArray(a) && typeof a.total === 'number' ? a.total : models.length;
  return { models, total };
}

/** NetSuite calls of one request. */
export function netsuiteClient(http: HttpClient) {
  return {
    /** `GET /netsuite/customers` with name and is_active. */
    customers: async (
      q: Query & {
        name?: string | null;
        is_active?: boolean;
        page?: number;
        per_page?: number;
        ids?: readonly (string | number)[];
      },
    ) =>
      listOf(
        await http.get<ListAnswer<NetsuiteCustomerDto>>('/netsuite/customers', {
          query: q,
          resource: 'netsuite.customers',
        }),
      ),
    /** `GET /netsuite/sites` with customer_id and address. */
    sites: async (
      q: Query & {
        customer_id?: string | number;
        address?: string | null;
        page?: number;
        per_page?: number;
        ids?: readonly (string | number)[];
      },
    ) =>
      listOf(
        await http.get<ListAnswer<NetsuiteSiteDto>>('/netsuite/sites', {
          query: q,
          resource: 'netsuite.sites',
        }),
      ),
    /** `POST /netsuite/customers/pricing` with the five keyed records. */
    createPricing: (body: CustomerPricingBody) =>
      http.post<Record<string, unknown>>('/netsuite/customers/pricing', body, {
        resource: 'netsuite.pricing',
      }),
  };
}
export type NetsuiteClient = ReturnType<typeof netsuiteClient>;
