// Whether the session user may write markets and geo notes (Super Admin; docs/decisions.md#access).
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteLoaderData } from 'react-router-dom';
import { allows, rules } from '@shared/auth/access.ts';
import AppLayoutQueryNode, {
  type AppLayoutQuery,
} from '../../app/__generated__/AppLayoutQuery.graphql.ts';

/** True for a Super Admin; readers (read:market, read:alert) see the pages without Edit or Delete. */
export function useCanWrite(): boolean {
  const ref = useRouteLoaderData('root') as PreloadedQuery<AppLayoutQuery>;
  const { viewer } = usePreloadedQuery<AppLayoutQuery>(AppLayoutQueryNode, ref);
  return !!viewer && allows(viewer, rules.superAdmin);
}
