import { connectionFromRest, type ConnectionArgs } from '../../../../relay/connection.ts';
import { gqlError } from '../../../../errors.ts';
import { RestError } from '../../../../rest/http.ts';
import { CUSTOMERS_ERROR } from '../../../../domain/quote/customerPrice.ts';
import type { Resolver } from '../../../types.ts';

type Args = ConnectionArgs & { search?: string | null; isActive?: boolean | null };

/** Customer search (GET /netsuite/customers with name and is_active). */
const netsuiteCustomers: Resolver<unknown, Args> = async (_, a, { rest }) => {
  try {
    return await connectionFromRest(a, async (page, perPage) => {
      const r = await rest.netsuite.customers({
        name: a.search?.trim() || undefined,
        is_active: a.isActive ?? undefined,
        page,
        per_page: perPage,
      });
      return { ...r, total_pages: Math.ceil(r.total / perPage) };
    });
  } catch (err) {
    if (err instanceof RestError && err.code !== 'UNAUTHENTICATED' && err.code !== 'FORBIDDEN') {
      throw gqlError('UPSTREAM_ERROR', CUSTOMERS_ERROR);
    }
    throw err;
  }
};
export default netsuiteCustomers;
