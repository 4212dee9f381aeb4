// Customer pricing: NetSuite customers and sites, and the calculator's createCustomerPrice.
import type { Domain, Resolver } from '../../types.ts';
import netsuiteCustomers from './Query/netsuiteCustomers.ts';
import netsuiteSites from './Query/netsuiteSites.ts';
import createCustomerPrice from './Mutation/createCustomerPrice.ts';
import { NetsuiteCustomer, NetsuiteSite, loadCustomerNode, loadSiteNode } from './Netsuite.ts';

type PriceSource = { customerId: string; siteId: string | null };

const CustomerPrice: Record<string, Resolver<PriceSource>> = {
  customer: (p, _, { loaders }) =>
    loaders.netsuiteCustomerById.load(p.customerId).catch(() => null),
  site: (p, _, { loaders }) =>
    p.siteId ? loaders.netsuiteSiteById.load(p.siteId).catch(() => null) : null,
};

const domain = {
  resolvers: {
    Query: { netsuiteCustomers, netsuiteSites },
    Mutation: { createCustomerPrice },
    NetsuiteCustomer,
    NetsuiteSite,
    CustomerPrice,
  },
  nodes: { NetsuiteCustomer: loadCustomerNode, NetsuiteSite: loadSiteNode },
} satisfies Domain;
export default domain;
