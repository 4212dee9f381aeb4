// The app shell: flash messages, the top bar for a logged-in user, and the current route; it
// starts error reporting when the gateway gives a Sentry DSN.
import { Box, SkipNavLink } from '@chakra-ui/react';
import { memo, useEffect, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Navigate, Outlet, useLoaderData, useMatches, useNavigate } from 'react-router-dom';
import { MapsKeyContext } from '../map/mapsKey.ts';
import { useLogoutMutation } from '../features/session/mutations/LogoutMutation.ts';
import { FlashMessages } from '../ui/flash/index.ts';
import { LoadingBar } from '../ui/loading/LoadingBar.tsx';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql.ts';
import { AppTopBar } from './AppTopBar.tsx';
import { VersionBanner } from './VersionBanner.tsx';
import { visibleEntries, type NavEntry } from './navigation.ts';
import { startErrorReporting } from './errorReporting.ts';
import { useStableCallback } from '../ui/useStableCallback.ts';
import type { AppTopBar_viewer$key } from './__generated__/AppTopBar_viewer.graphql.ts';

/**
 * The session query: who is logged in and what they may open (read by the route guard too), and
 * the search-type preference the results route sends with its search (app/router.tsx).
 */
/* eslint-disable relay/unused-fields -- preferences are read by the route loaders (app/guard.ts) */
export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      roles
      permissions
      preferences {
        searchType
      }
      ...AppTopBar_viewer
    }
    appConfig {
      sentryDsn
      googleMapsBrowserKey
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * The flash messages, the version banner and the top bar, memoised: the layout reads the router's
 * state (its loader data, its matches), so it renders again at every change of it, a search's
 * press among them, and these need not (web/README.md#what-a-search-costs-in-the-browser).
 */
const AppChrome = memo(function AppChrome({
  viewer,
  entries,
  onLogout,
}: {
  viewer: AppTopBar_viewer$key | null;
  entries: NavEntry[];
  onLogout: () => void;
}) {
  return (
    <>
      <FlashMessages />
      <VersionBanner />
      {viewer ? <AppTopBar viewer={viewer} entries={entries} onLogout={onLogout} /> : null}
    </>
  );
});

export function AppLayout() {
  const ref = useLoaderData() as PreloadedQuery<AppLayoutQuery>;
  const { viewer, appConfig } = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, ref);
  useEffect(() => void startErrorReporting(appConfig.sentryDsn), [appConfig.sentryDsn]);
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const onLogout = useStableCallback(() => void logout().finally(() => navigate('/login')));
  // The viewer is the same object until its record changes (Relay's snapshot).
  const entries = useMemo(() => (viewer ? visibleEntries(viewer) : []), [viewer]);
  // When the session ends under a guarded page (logout, expiry), that page must not stay open.
  const guarded = useMatches().some(
    (m) => (m.handle as { guarded?: boolean } | undefined)?.guarded,
  );
  if (!viewer && guarded) return <Navigate to="/login" replace />;
  return (
    <Box minH="100vh" bg="gray.50" display="flex" flexDirection="column">
      {/* Keyboard users jump past the top bar (shown only when focused). */}
      <SkipNavLink id="main-content">Skip to main content</SkipNavLink>
      <LoadingBar />
      <AppChrome viewer={viewer ?? null} entries={entries} onLogout={onLogout} />
      <Box as="main" flex="1" id="main-content" tabIndex={-1} outline="none">
        <MapsKeyContext.Provider value={appConfig.googleMapsBrowserKey ?? null}>
          <Outlet />
        </MapsKeyContext.Provider>
      </Box>
    </Box>
  );
}
