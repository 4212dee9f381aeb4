import { useState, useTransition } from 'react';
import { Badge, HStack, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../paging.ts';
import { AvailabilityDetail } from './AvailabilityDetail.tsx';
import type { AvailabilityReportRowRefetchQuery } from './__generated__/AvailabilityReportRowRefetchQuery.graphql.ts';
import type { AvailabilityReportRow_region$key } from './__generated__/AvailabilityReportRow_region.graphql.ts';

/** One region of the report; expanding it loads its current and contract availability. */
export function AvailabilityReportRow(props: { region: AvailabilityReportRow_region$key }) {
  const [r, refetch] = useRefetchableFragment<
    AvailabilityReportRowRefetchQuery,
    AvailabilityReportRow_region$key
  >(
    graphql`
      fragment AvailabilityReportRow_region on Region
      @refetchable(queryName: "AvailabilityReportRowRefetchQuery")
      @argumentDefinitions(expanded: { type: "Boolean", defaultValue: false }) {
        databaseId
        name
        territory
        hauler {
          databaseId
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
        ...AvailabilityDetail_region @include(if: $expanded) @alias(as: "detail")
      }
    `,
    props.region,
  );
  const [open, setOpen] = useState(false);
  const [loading, startTransition] = useTransition();
  const flags = r.currentServiceExceptions;
  const toggle = () => {
    setOpen(!open);
    if (!open && !r.detail)
      startTransition(() => {
        refetch({ expanded: true });
      });
  };
  return (
    <>
      <Table.Row data-testid="region-row">
        <Table.Cell>
          <IconButton
            size="xs"
            variant="ghost"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} availability of ${r.name}`}
            onClick={toggle}
            loading={loading}
          >
            {open ? '▾' : '▸'}
          </IconButton>
        </Table.Cell>
        <Table.Cell>
          <Link asChild color="blue.700">
            <RouterLink to={`/haulers/${r.hauler.databaseId}?region=${r.databaseId}`}>
              {r.hauler.name}
            </RouterLink>
          </Link>
        </Table.Cell>
        <Table.Cell>{r.name}</Table.Cell>
        <Table.Cell>{r.territory ?? '—'}</Table.Cell>
        <Table.Cell>
          <HStack gap="1" flexWrap="wrap">
            {flags.noService ? <Badge colorPalette="red">No Service</Badge> : null}
            {flags.mustCall ? <Badge colorPalette="orange">Must Call</Badge> : null}
            {flags.windowActive ? <Badge colorPalette="purple">Window</Badge> : null}
            {flags.daysOut ? <Badge colorPalette="blue">{flags.daysOut} Days Out</Badge> : null}
            {!flags.noService && !flags.mustCall && !flags.windowActive && !flags.daysOut ? (
              <Text color="fg.muted" fontSize="sm">
                Normal service
              </Text>
            ) : null}
          </HStack>
        </Table.Cell>
        <Table.Cell>
          {r.lastSavedAt
            ? `${formatDateTime(r.lastSavedAt)} by ${r.lastSavedBy ?? 'Unknown User'}`
            : '—'}
        </Table.Cell>
      </Table.Row>
      {open && r.detail ? (
        <Table.Row>
          <Table.Cell colSpan={6} bg="gray.50" p="4">
            <AvailabilityDetail region={r.detail} />
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}
