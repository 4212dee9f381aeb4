import type { ConnectionArgs } from '../../../../relay/connection.ts';
import { limitedConnection } from '../listConnection.ts';
import { gqlError } from '../../../../errors.ts';
import { RestError } from '../../../../rest/http.ts';
import { SITES_ERROR } from '@shared/quote/customerPrice.ts';
import type { Resolver } from '../../../types.ts';
import { idArg } from '../../../../relay/records.ts';

type Args = ConnectionArgs & { customerId: string; address?: string | null };

/** Sites of a customer (GET /netsuite/sites with customer_id and address). */
const netsuiteSites: Resolver<unknown, Args> = async (_, a, { rest }) => {
  const customerId = idArg(a.customerId, 'NetsuiteCustomer');
  if (!customerId) throw gqlError('BAD_USER_INPUT', 'Choose a customer first');
  try {
    return await limitedConnection(a, async (limit) => {
      const r = await rest.netsuite.sites({
        customer_id: customerId,
        address: a.address?.trim() || undefined,
        per_page: limit,
      });
      return r.models;
    });
  } catch (err) {
    if (err instanceof RestError && err.code !== 'UNAUTHENTICATED' && err.code !== 'FORBIDDEN') {
      throw gqlError('UPSTREAM_ERROR', SITES_ERROR);
    }
    throw err;
  }
};
export default netsuiteSites;
