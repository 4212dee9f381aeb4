// Routes of docs/decisions.md#routes-and-screens. Each guarded route checks access in its loader (app/guard.ts)
// before starting its one query; page code is split per route and loaded in parallel.
import { useEffect } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { routeAccess } from '@shared/auth/access.ts';
import { PageLoading } from '../ui/PageLoading.tsx';
import AppLayoutQueryNode from './__generated__/AppLayoutQuery.graphql.ts';
import FeedbackPageQueryNode from '../pages/FeedbackPage/__generated__/FeedbackPageQuery$parameters.ts';
import QuotePageQueryNode from '../pages/QuotePage/__generated__/QuotePageQuery$parameters.ts';
import QuoteResultPageQueryNode from '../pages/QuoteResultPage/__generated__/QuoteResultPageQuery$parameters.ts';
import AlertsPageQueryNode from '../pages/AlertsPage/__generated__/AlertsPageQuery$parameters.ts';
import AlertDetailPageQueryNode from '../pages/AlertDetailPage/__generated__/AlertDetailPageQuery$parameters.ts';
import { alertNodeId } from '../pages/AlertDetailPage/alertNodeId.ts';
import AvailabilityReportPageQueryNode from '../pages/AvailabilityReportPage/__generated__/AvailabilityReportPageQuery$parameters.ts';
import ExceptionReportPageQueryNode from '../pages/ExceptionReportPage/__generated__/ExceptionReportPageQuery$parameters.ts';
import CollectionPageQueryNode from '../pages/CollectionPage/__generated__/CollectionPageQuery$parameters.ts';
import {
  COLLECTION_MODELS,
  collectionVariables,
  isCollectionModel,
} from '../pages/CollectionPage/collectionModels.ts';
import HaulerPageQueryNode from '../pages/HaulerPage/__generated__/HaulerPageQuery$parameters.ts';
import { haulerPageVariables } from '../pages/HaulerPage/haulerPageVariables.ts';
import MarketPageQueryNode from '../pages/MarketPage/__generated__/MarketPageQuery$parameters.ts';
import { marketPageVariables } from '../pages/MarketPage/marketPageVariables.ts';
import GeoNotePageQueryNode from '../pages/GeoNotePage/__generated__/GeoNotePageQuery$parameters.ts';
import { geoNotePageVariables } from '../pages/GeoNotePage/geoNotePageVariables.ts';
import {
  alertListSpec,
  alertListVariables,
  availabilitySpec,
  availabilityVariables,
  exceptionListSpec,
  exceptionListVariables,
  routeVariables,
} from '../features/reports/reportLists.ts';
import { AppLayout } from './AppLayout.tsx';
import { guardedLoader } from './guard.ts';
import { loadRouteQuery, loadRouteQueryData } from './routeQuery.ts';
import { resultVariables } from '../pages/QuoteResultPage/resultVariables.ts';
import { takeDetailsToken } from '../features/quote/searchSession.ts';
import { RouteBoundary, RouteError } from './RouteError.tsx';
import { prefetchWhenIdle } from './prefetch.ts';

/**
 * A route's page, code-split, inside its own Suspense and error boundary. `next`: the page the
 * user most likely opens from this one; its code loads once this page is painted and the browser
 * is idle (prefetchWhenIdle), so that the next page waits for its data only.
 */
const lazyPage = (
  load: () => Promise<{ default: React.ComponentType }>,
  next?: () => Promise<unknown>,
) => ({
  Component: async () => {
    const Page = (await load()).default;
    return function RoutePage() {
      useEffect(() => {
        if (next) return prefetchWhenIdle(next);
      }, []);
      return (
        <RouteBoundary>
          <Page />
        </RouteBoundary>
      );
    };
  },
});

/**
 * A list page whose filters changed in the URL keeps its query: the list refetches itself. A
 * revalidation of the same URL is a retry after an error (RouteError.tsx): the query starts again.
 */
const samePathKeepsQuery: RouteObject['shouldRevalidate'] = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href;

const loadQuoteResultPage = () => import('../pages/QuoteResultPage/QuoteResultPage.tsx');

// The search page's next page is the results: their code loads while the user types.
const quoteRoute = {
  handle: { guarded: true },
  loader: guardedLoader(routeAccess['/quote'], () =>
    loadRouteQuery('quote', QuotePageQueryNode, {}),
  ),
  lazy: lazyPage(() => import('../pages/QuotePage/QuotePage.tsx'), loadQuoteResultPage),
  errorElement: <RouteError />,
};

// The results of a place: the URL (?lat&lng after a pin drag, ?nearby=1) is the search; it is
// sent with the viewer's searchType preference (hauler / product). The search page (or the
// previous results) stays, under the loading bar, until the answer is in: the results then
// appear at once instead of after a spinner (routeQuery.ts).
const quoteResultRoute: RouteObject = {
  path: 'quote/result/:placeId',
  handle: { guarded: true },
  loader: guardedLoader(routeAccess['/quote/result/:placeId'], ({ params, request }, viewer) =>
    loadRouteQueryData('quoteResult', QuoteResultPageQueryNode, {
      ...resultVariables(params.placeId ?? '', new URL(request.url).searchParams),
      searchType: viewer.preferences.searchType,
      // View By starts on the saved choice: the first cards come grouped by hauler for it.
      groupByHauler: viewer.preferences.searchType === 'hauler',
      sessionToken: takeDetailsToken(params.placeId ?? ''),
    }),
  ),
  lazy: lazyPage(loadQuoteResultPage),
  errorElement: <RouteError />,
};

// /haulers|markets|geo-notes/collection, each a static path so that it ranks above
// /haulers/:id; any other model goes to /quote (docs/decisions.md#routes-and-screens).
const collectionRoute = (model: string): RouteObject => ({
  path: `${model}/collection`,
  handle: { guarded: true },
  loader: (args) => {
    if (!isCollectionModel(model)) throw redirect('/quote');
    return guardedLoader(routeAccess['/:model/collection'], () =>
      loadRouteQuery('collection', CollectionPageQueryNode, collectionVariables(model)),
    )(args);
  },
  lazy: lazyPage(() => import('../pages/CollectionPage/CollectionPage.tsx')),
  errorElement: <RouteError />,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: () => loadRouteQuery('root', AppLayoutQueryNode, {}),
    // The session query loads once; only an explicit retry (same URL) starts it again.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
    element: (
      <RouteBoundary>
        <AppLayout />
      </RouteBoundary>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, loader: () => redirect('/quote') },
      {
        path: 'login',
        lazy: lazyPage(() => import('../pages/LoginPage/LoginPage.tsx')),
        errorElement: <RouteError />,
      },
      { path: 'quote', ...quoteRoute },
      quoteResultRoute,
      {
        path: 'feedback',
        handle: { guarded: true },
        loader: guardedLoader(routeAccess['/feedback'], () =>
          loadRouteQuery('feedback', FeedbackPageQueryNode, {}),
        ),
        lazy: lazyPage(() => import('../pages/FeedbackPage/FeedbackPage.tsx')),
        errorElement: <RouteError />,
      },
      {
        // Selection in the URL: ?region=ID, ?zone=ID, ?new=region|zone (issue 11).
        path: 'haulers/:id',
        handle: { guarded: true },
        loader: guardedLoader(routeAccess['/haulers/:id'], ({ params, request }, viewer) =>
          loadRouteQuery(
            'hauler',
            HaulerPageQueryNode,
            haulerPageVariables(params.id ?? '', new URL(request.url).searchParams, viewer),
          ),
        ),
        lazy: lazyPage(() => import('../pages/HaulerPage/HaulerPage.tsx')),
        errorElement: <RouteError />,
      },
      {
        // /markets/new creates one (docs/decisions.md#states-and-transitions); ?view=boundaries.
        path: 'markets/:id',
        handle: { guarded: true },
        loader: guardedLoader(routeAccess['/markets/:id'], ({ params }) =>
          loadRouteQuery('market', MarketPageQueryNode, marketPageVariables(params.id ?? '')),
        ),
        lazy: lazyPage(() => import('../pages/MarketPage/MarketPage.tsx')),
        errorElement: <RouteError />,
      },
      {
        // /geo-notes/new creates one.
        path: 'geo-notes/:id',
        handle: { guarded: true },
        loader: guardedLoader(routeAccess['/geo-notes/:id'], ({ params }) =>
          loadRouteQuery('geoNote', GeoNotePageQueryNode, geoNotePageVariables(params.id ?? '')),
        ),
        lazy: lazyPage(() => import('../pages/GeoNotePage/GeoNotePage.tsx')),
        errorElement: <RouteError />,
      },
      ...Object.keys(COLLECTION_MODELS).map(collectionRoute),
      collectionRoute(':model'),
      {
        path: 'alerts',
        handle: { guarded: true },
        // Filters live in the URL; the list itself refetches when they change.
        loader: guardedLoader(routeAccess['/alerts'], ({ request }) =>
          loadRouteQuery(
            'alerts',
            AlertsPageQueryNode,
            routeVariables(request.url, alertListSpec, alertListVariables),
          ),
        ),
        shouldRevalidate: samePathKeepsQuery,
        lazy: lazyPage(() => import('../pages/AlertsPage/AlertsPage.tsx')),
        errorElement: <RouteError />,
      },
      {
        path: 'alerts/:id',
        handle: { guarded: true },
        loader: guardedLoader(routeAccess['/alerts/:id'], ({ params }) =>
          loadRouteQuery('alertDetail', AlertDetailPageQueryNode, {
            id: alertNodeId(params.id ?? ''),
          }),
        ),
        lazy: lazyPage(() => import('../pages/AlertDetailPage/AlertDetailPage.tsx')),
        errorElement: <RouteError />,
      },
      {
        path: 'exception-report',
        handle: { guarded: true },
        loader: guardedLoader(routeAccess['/exception-report'], ({ request }) =>
          loadRouteQuery(
            'exceptionReport',
            ExceptionReportPageQueryNode,
            routeVariables(request.url, exceptionListSpec, exceptionListVariables),
          ),
        ),
        shouldRevalidate: samePathKeepsQuery,
        lazy: lazyPage(() => import('../pages/ExceptionReportPage/ExceptionReportPage.tsx')),
        errorElement: <RouteError />,
      },
      {
        path: 'availability-report',
        handle: { guarded: true },
        loader: guardedLoader(routeAccess['/availability-report'], ({ request }) =>
          loadRouteQuery(
            'availabilityReport',
            AvailabilityReportPageQueryNode,
            routeVariables(request.url, availabilitySpec, availabilityVariables),
          ),
        ),
        shouldRevalidate: samePathKeepsQuery,
        lazy: lazyPage(() => import('../pages/AvailabilityReportPage/AvailabilityReportPage.tsx')),
        errorElement: <RouteError />,
      },
      // Unknown paths show the quote search page (docs/decisions.md#routes-and-screens).
      { path: '*', ...quoteRoute },
    ],
  },
];

export const router = createBrowserRouter(routes);
