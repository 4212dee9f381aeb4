// The URL specs of the alert list and the two reports, and the GraphQL variables of a list state.
// Used by the route loaders (first page from the URL) and by the lists (each later change), so
// both always ask the gateway the same question. No Relay or React here.
import { END_TYPES, EXCEPTION_REASONS, EXCEPTION_TYPES } from './exceptionLabels.ts';
import type { ListState } from './hooks/useListControls.ts';
import { readListState, type ListUrlSpec } from './listUrl.ts';
import { pageCursor } from './paging.ts';
import { TERRITORIES } from './components/TerritorySelect.tsx';

const territory = { kind: 'enum', values: TERRITORIES } as const;
const flag = { kind: 'flag' } as const;
const orNull = <T extends string>(v: string | boolean | null | undefined) =>
  (typeof v === 'string' && v ? v : null) as T | null;

export const ALERT_PAGE_SIZE = 20;
export const alertListSpec: ListUrlSpec = {
  defaults: {
    search: '',
    orderBy: 'updatedAt',
    direction: 'desc',
    page: 1,
    filters: { territory: null },
  },
  sorts: ['haulerName', 'createdAt', 'updatedAt'],
  filters: { territory },
};
export const alertListVariables = (s: ListState) => ({
  haulerSearch: s.search || null,
  territory: orNull<(typeof TERRITORIES)[number]>(s.filters.territory),
  orderBy: s.orderBy as 'haulerName' | 'createdAt' | 'updatedAt',
  direction: s.direction,
  first: ALERT_PAGE_SIZE,
  after: pageCursor(s.page, ALERT_PAGE_SIZE),
});

export const AVAILABILITY_PAGE_SIZE = 20;
export const availabilitySpec: ListUrlSpec = {
  defaults: {
    search: '',
    orderBy: '',
    direction: 'asc',
    page: 1,
    filters: {
      active: true,
      territory: null,
      noService: false,
      mustCall: false,
      window: false,
      daysOut: false,
    },
  },
  sorts: ['haulerName', 'name', 'territory', 'lastSavedAt'],
  filters: {
    active: flag,
    territory,
    noService: flag,
    mustCall: flag,
    window: flag,
    daysOut: flag,
  },
};
export const availabilityVariables = (s: ListState) => ({
  active: s.filters.active !== false,
  territory: orNull<(typeof TERRITORIES)[number]>(s.filters.territory),
  noService: s.filters.noService ? true : null,
  mustCall: s.filters.mustCall ? true : null,
  window: s.filters.window ? true : null,
  daysOut: s.filters.daysOut ? true : null,
  haulerSearch: s.search || null,
  orderBy: (s.orderBy || null) as 'haulerName' | 'name' | 'territory' | 'lastSavedAt' | null,
  direction: s.direction,
  first: AVAILABILITY_PAGE_SIZE,
  after: pageCursor(s.page, AVAILABILITY_PAGE_SIZE),
});

export const EXCEPTION_PAGE_SIZE = 25;
export const NO_EXCEPTION_FILTERS = { territory: null, type: null, reason: null, endType: null };
export const exceptionListSpec: ListUrlSpec = {
  defaults: {
    search: '',
    orderBy: 'haulerName',
    direction: 'asc',
    page: 1,
    filters: NO_EXCEPTION_FILTERS,
  },
  sorts: ['haulerName', 'regionName', 'type', 'reason', 'actionDate'],
  filters: {
    territory,
    type: { kind: 'enum', values: Object.keys(EXCEPTION_TYPES) },
    reason: { kind: 'enum', values: Object.keys(EXCEPTION_REASONS) },
    endType: { kind: 'enum', values: Object.keys(END_TYPES) },
  },
};
export const exceptionListVariables = (s: ListState) => ({
  hauler: s.search || null,
  territory: orNull<(typeof TERRITORIES)[number]>(s.filters.territory),
  type: orNull<keyof typeof EXCEPTION_TYPES>(s.filters.type),
  reason: orNull<keyof typeof EXCEPTION_REASONS>(s.filters.reason),
  endType: orNull<keyof typeof END_TYPES>(s.filters.endType),
  orderBy: s.orderBy as 'haulerName' | 'regionName' | 'type' | 'reason' | 'actionDate',
  direction: s.direction,
  first: EXCEPTION_PAGE_SIZE,
  after: pageCursor(s.page, EXCEPTION_PAGE_SIZE),
});

/** The first page's variables of a list route, from its URL. */
export const routeVariables = <V>(
  url: string,
  spec: ListUrlSpec,
  variables: (s: ListState) => V,
): V => variables(readListState(new URL(url).searchParams, spec));
