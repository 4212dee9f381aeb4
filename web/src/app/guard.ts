// The route guard (docs/decisions.md#access), run in route loaders before a page's query starts.
import { fetchQuery } from 'react-relay/hooks';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { allows, type AnyOf } from '@shared/auth/access.ts';
import { environment } from '../relay/environment.ts';
import { flash } from '../ui/flash/index.ts';
import AppLayoutQueryNode, { type AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql.ts';

export const PERMISSION_MESSAGE = 'You do not have permission to access this page';
const PERMISSION_TIMEOUT = 1500;

type SessionViewer = NonNullable<AppLayoutQuery['response']['viewer']>;

/** The session user from the store, or from the gateway when the store has none yet. */
export async function currentViewer(): Promise<SessionViewer | null> {
  const data = await fetchQuery<AppLayoutQuery>(
    environment,
    AppLayoutQueryNode,
    {},
    {
      fetchPolicy: 'store-or-network',
    },
  ).toPromise();
  return data?.viewer ?? null;
}

/**
 * A loader that admits the route only to a session user holding one entry of `anyOf`:
 * no session goes to /login; a failed role check flashes the permission warning and goes to /login.
 * `load` gets the session user too (e.g. its preferences).
 */
export function guardedLoader<T>(
  anyOf: AnyOf,
  load?: (args: LoaderFunctionArgs, viewer: SessionViewer) => T,
) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    const viewer = await currentViewer();
    if (!viewer) throw redirect('/login');
    if (!allows(viewer, anyOf)) {
      flash.show(PERMISSION_MESSAGE, { severity: 'warning', timeout: PERMISSION_TIMEOUT });
      throw redirect('/login');
    }
    return load ? load(args, viewer) : null;
  };
}
