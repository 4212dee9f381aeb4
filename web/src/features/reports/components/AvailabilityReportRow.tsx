import { useState, useTransition } from 'react';
import { Badge, HStack, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { NORMAL_SERVICE, savedText, todayFlags } from '../listValues.ts';
import { AvailabilityDetail } from './AvailabilityDetail.tsx';
import type { AvailabilityReportRowRefetchQuery } from './__generated__/AvailabilityReportRowRefetchQuery.graphql.ts';
import type { AvailabilityReportRow_region$key } from './__generated__/AvailabilityReportRow_region.graphql.ts';

const FLAG_COLORS: Record<string, string> = {
  noService: 'red',
  mustCall: 'orange',
  window: 'purple',
  daysOut: 'blue',
};

/** One region of the report; expanding it loads its current and contract availability. */
export function AvailabilityReportRow(props: { region: AvailabilityReportRow_region$key }) {
  const [r, refetch] = useRefetchableFragment<
    AvailabilityReportRowRefetchQuery,
    AvailabilityReportRow_region$key
  >(
    /* eslint-disable relay/unused-fields -- the flags are read by todayFlags (listValues.ts) */
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
    /* eslint-enable relay/unused-fields */
    props.region,
  );
  const [open, setOpen] = useState(false);
  const [loading, startTransition] = useTransition();
  const today = todayFlags(r.currentServiceExceptions);
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
            {today.map((f) => (
              <Badge key={f.key} colorPalette={FLAG_COLORS[f.key]}>
                {f.label}
              </Badge>
            ))}
            {today.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {NORMAL_SERVICE}
              </Text>
            ) : null}
          </HStack>
        </Table.Cell>
        <Table.Cell>{savedText(r.lastSavedAt, r.lastSavedBy)}</Table.Cell>
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
