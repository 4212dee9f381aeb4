import { offsetToCursor } from '../../../../relay/connection.ts';
import type { Resolver } from '../../../types.ts';

/** The viewer's last 5 searches as a connection. */
const searchHistory: Resolver = async (_, __, { rest }) => {
  const list = await rest.search.history();
  const edges = list.map((node, i) => ({ cursor: offsetToCursor(i), node }));
  return {
    edges,
    totalCount: list.length,
    pageInfo: {
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};
export default searchHistory;
