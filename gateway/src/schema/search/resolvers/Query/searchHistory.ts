import { connectionFromArray } from '../../../../relay/connection.ts';
import type { Resolver } from '../../../types.ts';

/** The viewer's last 5 searches as a connection (one page: the main API keeps no more). */
const searchHistory: Resolver = async (_, __, { rest }) =>
  connectionFromArray(await rest.search.history(), {});
export default searchHistory;
