// What an exception covers and until when: the expanded part of an exception report row and
// the body of a bulk exception card.
import { DataList } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { exceptionDetailItems } from '../listValues.ts';
import type { ExceptionDetail_exception$key } from './__generated__/ExceptionDetail_exception.graphql.ts';

/** The exception's scope, dates and last change. */
export function ExceptionDetail(props: { exception: ExceptionDetail_exception$key }) {
  const x = useFragment(
    /* eslint-disable relay/unused-fields -- read by exceptionDetailItems (listValues.ts) */
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
    /* eslint-enable relay/unused-fields */
    props.exception,
  );
  const items = exceptionDetailItems(x);
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
