// NetsuiteCustomer, NetsuiteSite and CustomerPrice fields.
import type { NetsuiteCustomerDto, NetsuiteSiteDto } from '../../../rest/netsuite.ts';
import type { NodeLoader, Resolver } from '../../types.ts';

export const NetsuiteCustomer: Record<string, Resolver<NetsuiteCustomerDto>> = {
  internalId: (c) => String(c.internal_id ?? c.id),
  searchableName: (c) => c.searchable_name ?? c.name,
  isActive: (c) => c.is_active !== false,
  email: (c) => c.email ?? null,
  phone: (c) => c.phone ?? null,
};

export const NetsuiteSite: Record<string, Resolver<NetsuiteSiteDto>> = {
  internalId: (s) => String(s.internal_id ?? s.id),
  formattedAddress: (s) => s.formatted_address ?? s.address ?? '',
  customer: (s, _, { loaders }) =>
    s.customer_id == null ? null : loaders.netsuiteCustomerById.load(s.customer_id),
  zipCode: (s) => s.zip_code ?? null,
};

export const loadCustomerNode: NodeLoader = (id, { loaders }) =>
  loaders.netsuiteCustomerById.load(id);
export const loadSiteNode: NodeLoader = (id, { loaders }) => loaders.netsuiteSiteById.load(id);
