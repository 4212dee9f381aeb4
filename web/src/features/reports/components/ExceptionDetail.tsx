// What an exception covers and until when: the expanded part of an exception report row and
// the body of a bulk exception card.
import { DataList } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { END_TYPES } from '../exceptionLabels.ts';
import { formatDate, formatDateTime } from '../paging.ts';
import type { ExceptionDetail_exception$key } from './__generated__/ExceptionDetail_exception.graphql.ts';

const DELIVERY = {
  newDeliveries: 'New Deliveries',
  emptyReturn: 'Empty & Return',
  pickUp: 'Pickup',
};

/** The exception's scope, dates and last change. */
export function ExceptionDetail(props: { exception: ExceptionDetail_exception$key }) {
  const x = useFragment(
    graphql`
      fragment ExceptionDetail_exception on Exception {
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
    `,
    props.exception,
  );
  const items: [string, string | null][] = [
    [
      'Ends',
      x.actionType === 'permanent'
        ? 'Permanent'
        : `${END_TYPES[x.actionType as keyof typeof END_TYPES] ?? x.actionType} ${formatDate(x.actionDate)}`,
    ],
    [
      'Dates',
      x.startDate || x.endDate ? `${formatDate(x.startDate)} to ${formatDate(x.endDate)}` : null,
    ],
    [
      'Delivery types',
      x.deliveryTypes.length
        ? x.deliveryTypes.map((d) => DELIVERY[d as keyof typeof DELIVERY] ?? d).join(', ')
        : 'All',
    ],
    ['Sizes', x.sizesText || 'All'],
    ['Waste types', x.wasteTypesText || 'All'],
    ['Service areas', x.serviceAreasText || x.boundariesDescription || 'All'],
    ['Days of week', x.daysOfWeek.length ? x.daysOfWeek.join(', ') : null],
    ['Window', x.windowDays ? `1-${x.windowDays} days` : null],
    [
      'Availability',
      x.availabilityAction === 'mustCall'
        ? 'Must Call'
        : x.availabilityAction === 'nextAvailableDate'
          ? `Next available ${formatDate(x.nextAvailableDate)}`
          : null,
    ],
    ['Last updated', `${formatDateTime(x.updatedAt)} by ${x.updatedBy}`],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="exception-detail">
      {items
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
