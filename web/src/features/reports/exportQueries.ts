// Over 300 lines: one query per exported list, each spelling out its CSV columns.
// The queries of the CSV export: each list's connection with the same filters and order as the
// screen, every field its CSV columns (listValues.ts) read, paged by the largest page size.
/* eslint-disable relay/unused-fields -- the fields are read by the CSV columns (listValues.ts) */
import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { EXPORT_PAGE_SIZE, fetchAllRows, toCsv, type CsvPage } from './csv.ts';
import {
  ALERT_COLUMNS,
  AVAILABILITY_COLUMNS,
  BULK_EXCEPTION_COLUMNS,
  GEO_NOTE_COLUMNS,
  HAULER_COLUMNS,
  HAULER_EXCEPTION_COLUMNS,
  MARKET_COLUMNS,
  type CsvColumn,
} from './listValues.ts';
import type { exportQueriesAlertsQuery } from './__generated__/exportQueriesAlertsQuery.graphql.ts';
import type { exportQueriesAvailabilityQuery } from './__generated__/exportQueriesAvailabilityQuery.graphql.ts';
import type { exportQueriesBulkExceptionsQuery } from './__generated__/exportQueriesBulkExceptionsQuery.graphql.ts';
import type { exportQueriesGeoNotesQuery } from './__generated__/exportQueriesGeoNotesQuery.graphql.ts';
import type { exportQueriesHaulerExceptionsQuery } from './__generated__/exportQueriesHaulerExceptionsQuery.graphql.ts';
import type { exportQueriesHaulersQuery } from './__generated__/exportQueriesHaulersQuery.graphql.ts';
import type { exportQueriesMarketsQuery } from './__generated__/exportQueriesMarketsQuery.graphql.ts';

export const exportAvailabilityQuery = graphql`
  query exportQueriesAvailabilityQuery(
    $active: Boolean
    $territory: Territory
    $noService: Boolean
    $mustCall: Boolean
    $window: Boolean
    $daysOut: Boolean
    $haulerSearch: String
    $orderBy: RegionReportOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) {
    list: regionsAvailability(
      active: $active
      territory: $territory
      noService: $noService
      mustCall: $mustCall
      window: $window
      daysOut: $daysOut
      haulerSearch: $haulerSearch
      orderBy: $orderBy
      direction: $direction
      first: $first
      after: $after
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        name
        territory
        hauler {
          name
        }
        lastSavedAt
        lastSavedBy
        currentServiceExceptions {
          mustCall
          noService
          windowActive
          daysOut
        }
      }
    }
  }
`;

export const exportHaulerExceptionsQuery = graphql`
  query exportQueriesHaulerExceptionsQuery(
    $hauler: String
    $territory: Territory
    $type: ExceptionType
    $reason: ExceptionReason
    $endType: ExceptionActionType
    $orderBy: ExceptionOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) {
    list: exceptions(
      bulk: false
      hauler: $hauler
      territory: $territory
      type: $type
      reason: $reason
      endType: $endType
      orderBy: $orderBy
      direction: $direction
      first: $first
      after: $after
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        type
        reason
        hauler {
          name
        }
        region {
          name
          territory
        }
        ...exportQueriesExceptionDetail @relay(mask: false)
      }
    }
  }
`;

export const exportBulkExceptionsQuery = graphql`
  query exportQueriesBulkExceptionsQuery($first: Int, $after: String) {
    list: exceptions(
      bulk: true
      orderBy: updatedAt
      direction: desc
      first: $first
      after: $after
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        type
        reason
        excludedRegions {
          name
        }
        ...exportQueriesExceptionDetail @relay(mask: false)
      }
    }
  }
`;

/** The exception fields of the detail columns (spread unmasked into the exception queries). */
export const exportExceptionDetailFragment = graphql`
  fragment exportQueriesExceptionDetail on Exception {
    actionType
    actionDate
    startDate
    endDate
    deliveryTypes
    sizesText
    wasteTypesText
    serviceAreasText
    daysOfWeek
    windowDays
    availabilityAction
    nextAvailableDate
    boundariesDescription
    updatedBy
    updatedAt
  }
`;

export const exportAlertsQuery = graphql`
  query exportQueriesAlertsQuery(
    $haulerSearch: String
    $territory: Territory
    $orderBy: AlertOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) {
    list: alerts(
      haulerSearch: $haulerSearch
      territory: $territory
      orderBy: $orderBy
      direction: $direction
      first: $first
      after: $after
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        text
        alertType
        hauler {
          name
        }
        createdBy
        createdAt
        updatedAt
      }
    }
  }
`;

export const exportHaulersQuery = graphql`
  query exportQueriesHaulersQuery(
    $search: String
    $orderBy: HaulerOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) {
    list: haulers(
      search: $search
      orderBy: $orderBy
      direction: $direction
      first: $first
      after: $after
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        name
        type
        active
        updatedAt
        updatedBy
      }
    }
  }
`;

export const exportMarketsQuery = graphql`
  query exportQueriesMarketsQuery(
    $search: String
    $orderBy: MarketOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) {
    list: markets(
      search: $search
      orderBy: $orderBy
      direction: $direction
      first: $first
      after: $after
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        name
        territory
        timezone
        ourPhone
        updatedAt
        updatedBy
      }
    }
  }
`;

export const exportGeoNotesQuery = graphql`
  query exportQueriesGeoNotesQuery(
    $search: String
    $orderBy: GeoNoteOrderField
    $direction: SortDirection
    $first: Int
    $after: String
  ) {
    list: geoNotes(
      search: $search
      orderBy: $orderBy
      direction: $direction
      first: $first
      after: $after
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        name
        color
        active
        description
        updatedAt
      }
    }
  }
`;

/** An export query: a `list` connection paged by `first`/`after`. */
interface ExportOperation extends OperationType {
  variables: { first?: number | null; after?: string | null };
  response: { readonly list: CsvPage<unknown> };
}

/** A list's export: the file name, the query and the CSV columns of its rows. */
export interface ExportSpec {
  name: string;
  query: GraphQLTaggedNode;
  columns: readonly CsvColumn<never>[];
}

/** Pairs a query with columns that can read its rows (checked by the compiler). */
const spec = <Q extends ExportOperation>(
  name: string,
  query: GraphQLTaggedNode,
  columns: readonly CsvColumn<Q['response']['list']['nodes'][number]>[],
): ExportSpec => ({ name, query, columns: columns as readonly CsvColumn<never>[] });

export const AVAILABILITY_EXPORT = spec<exportQueriesAvailabilityQuery>(
  'availability-report',
  exportAvailabilityQuery,
  AVAILABILITY_COLUMNS,
);
export const HAULER_EXCEPTIONS_EXPORT = spec<exportQueriesHaulerExceptionsQuery>(
  'hauler-exceptions',
  exportHaulerExceptionsQuery,
  HAULER_EXCEPTION_COLUMNS,
);
export const BULK_EXCEPTIONS_EXPORT = spec<exportQueriesBulkExceptionsQuery>(
  'bulk-exceptions',
  exportBulkExceptionsQuery,
  BULK_EXCEPTION_COLUMNS,
);
export const ALERTS_EXPORT = spec<exportQueriesAlertsQuery>(
  'alerts',
  exportAlertsQuery,
  ALERT_COLUMNS,
);
export const HAULERS_EXPORT = spec<exportQueriesHaulersQuery>(
  'haulers',
  exportHaulersQuery,
  HAULER_COLUMNS,
);
export const MARKETS_EXPORT = spec<exportQueriesMarketsQuery>(
  'markets',
  exportMarketsQuery,
  MARKET_COLUMNS,
);
export const GEO_NOTES_EXPORT = spec<exportQueriesGeoNotesQuery>(
  'geo-notes',
  exportGeoNotesQuery,
  GEO_NOTE_COLUMNS,
);

/** The CSV text of every row of `s` for `variables` (the screen's filters and order), all pages. */
export async function exportCsv(
  environment: Environment,
  s: ExportSpec,
  variables: Record<string, unknown>,
): Promise<string> {
  const rows = await fetchAllRows(async (after) => {
    const data = await fetchQuery<ExportOperation>(
      environment,
      s.query,
      { ...variables, first: EXPORT_PAGE_SIZE, after },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    if (!data) throw new Error('The export page did not load');
    return data.list;
  });
  return toCsv(s.columns as readonly CsvColumn<unknown>[], rows);
}
