import type { ConnectionArgs } from '../../../../relay/connection.ts';
import { limitedConnection } from '../listConnection.ts';
import { gqlError } from '../../../../errors.ts';
import { RestError } from '../../../../rest/http.ts';
import { CUSTOMERS_ERROR } from '@shared/quote/customerPrice.ts';
import type { Resolver } from '../../../types.ts';

type Args = ConnectionArgs & { search?: string | null; isActive?: boolean | null };

/** Customer search (GET /netsuite/customers with name and is_active). */
const netsuiteCustomers: Resolver<unknown, Args> = async (_, a, { rest }) => {
  try {
    return await limitedConnection(a, async (limit) => {
      const r = await rest.netsuite.customers({
        name: a.search?.trim() || undefined,
        is_active: a.isActive ?? undefined,
        per_page: limit,
      });
      return r.models;
    });
  } catch (err) {
    if (err instanceof RestError && err.code !== 'UNAUTHENTICATED' && err.code !== 'FORBIDDEN') {
      throw gqlError('UPSTREAM_ERROR', CUSTOMERS_ERROR);
    }
    throw err;
  }
};
export default netsuiteCustomers;
