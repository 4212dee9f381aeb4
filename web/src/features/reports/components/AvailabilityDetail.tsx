// The expanded part of an availability report row: for new deliveries (per size), empty &
// return and pickup, today's availability beside the contract.
import { Badge, Box, Heading, HStack, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  AvailabilityDetail_region$data,
  AvailabilityDetail_region$key,
} from './__generated__/AvailabilityDetail_region.graphql.ts';

const TYPES = [
  ['newDeliveries', 'New Deliveries'],
  ['emptyReturn', 'Empty & Return'],
  ['pickUp', 'Pickup'],
] as const;

type Contract = AvailabilityDetail_region$data['contractAvailability'][number];
type Current = NonNullable<AvailabilityDetail_region$data['currentAvailability']>['rows'][number];

/** Today's availability of a row: its delivery date when known, else the days it offers. */
function currentSummary(c: Current): string {
  if (c.deliveryDate?.friendlyText) return c.deliveryDate.friendlyText;
  if (c.noService) return `No Service${c.noServiceReason ? `: ${c.noServiceReason}` : ''}`;
  const parts: string[] = (
    [
      ['Same Day', c.sameDayActive],
      ['Next Day', c.nextDayActive],
      ['2-Day Notice', c.twoDayNoticeActive],
      ['Sat', c.saturdayActive],
      ['Sun', c.sundayActive],
    ] as const
  )
    .filter(([, active]) => active)
    .map(([label]) => label);
  if (c.windowActive && c.windowDays) parts.push(`window 1-${c.windowDays} days`);
  if (c.daysOut) parts.push(`${c.daysOut} days out`);
  return parts.join(', ') || 'No days offered';
}

/** 'Same Day, Next Day (must call), Sat' from a contract record, or its no-service reason. */
function contractSummary(c: Contract | undefined): string {
  if (!c) return 'No contract';
  if (c.noService) return `No Service${c.noServiceReason ? `: ${c.noServiceReason}` : ''}`;
  const days = (
    [
      ['Same Day', c.sameDayActive, c.sameDayMustCall],
      ['Next Day', c.nextDayActive, c.nextDayMustCall],
      ['2-Day Notice', c.twoDayNoticeActive, c.twoDayNoticeMustCall],
      ['Sat', c.saturdayActive, c.saturdayMustCall],
      ['Sun', c.sundayActive, c.sundayMustCall],
    ] as const
  )
    .filter(([, active]) => active)
    .map(([label, , mustCall]) => (mustCall || c.mustCallAll ? `${label} (must call)` : label));
  const extra = [
    c.windowActive && c.windowDays ? `window 1-${c.windowDays} days` : null,
    c.daysOut ? `${c.daysOut} days out` : null,
  ].filter(Boolean);
  return [...days, ...extra].join(', ') || 'No days offered';
}

/** Availability per delivery type and size of one region. */
export function AvailabilityDetail(props: { region: AvailabilityDetail_region$key }) {
  const r = useFragment(
    graphql`
      fragment AvailabilityDetail_region on Region {
        currentAvailability {
          rows {
            databaseId
            deliveryType
            title
            size {
              databaseId
              yards
            }
            mustCall
            noService
            noServiceReason
            sameDayActive
            nextDayActive
            twoDayNoticeActive
            saturdayActive
            sundayActive
            windowActive
            windowDays
            daysOut
            deliveryDate {
              friendlyText
            }
          }
        }
        contractAvailability {
          id
          deliveryType
          size {
            databaseId
          }
          noService
          noServiceReason
          mustCallAll
          sameDayActive
          sameDayMustCall
          nextDayActive
          nextDayMustCall
          twoDayNoticeActive
          twoDayNoticeMustCall
          saturdayActive
          saturdayMustCall
          sundayActive
          sundayMustCall
          windowActive
          windowDays
          daysOut
        }
      }
    `,
    props.region,
  );
  const rows = r.currentAvailability?.rows ?? [];
  if (!r.currentAvailability)
    return <Text color="fg.muted">This region's availability has not been calculated yet.</Text>;
  return (
    <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4" data-testid="availability-detail">
      {TYPES.map(([type, label]) => {
        const current = rows
          .filter((x) => x.deliveryType === type)
          .sort((a, b) => (a.size?.yards ?? 0) - (b.size?.yards ?? 0));
        return (
          <Box key={type} bg="white" borderWidth="1px" rounded="md" p="3">
            <Heading size="sm" mb="2">
              {label}
            </Heading>
            {current.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No availability.
              </Text>
            ) : (
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      {type === 'newDeliveries' ? 'Size' : ''}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>Current</Table.ColumnHeader>
                    <Table.ColumnHeader>Contract</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {current.map((row) => {
                    const contract = r.contractAvailability.find(
                      (c) =>
                        c.deliveryType === type &&
                        (type !== 'newDeliveries' || c.size?.databaseId === row.size?.databaseId),
                    );
                    return (
                      <Table.Row key={row.databaseId}>
                        <Table.Cell fontWeight="medium">{row.title}</Table.Cell>
                        <Table.Cell>
                          <HStack gap="1">
                            <Text fontSize="xs">{currentSummary(row)}</Text>
                            {row.noService && row.deliveryDate ? (
                              <Badge colorPalette="red">No Service</Badge>
                            ) : null}
                            {row.mustCall && !row.noService ? (
                              <Badge colorPalette="orange">Must Call</Badge>
                            ) : null}
                          </HStack>
                        </Table.Cell>
                        <Table.Cell fontSize="xs" color="fg.muted" key={contract?.id}>
                          {contractSummary(contract)}
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
