import { Badge, Link, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { alertTypeLabel } from '../listValues.ts';
import { formatDateTime, truncate } from '../paging.ts';
import type { AlertListRow_alert$key } from './__generated__/AlertListRow_alert.graphql.ts';

/** Alert text in the list is cut at 60 characters (spec 2 "Collection screen"). */
export const ALERT_TEXT_MAX = 60;

export { alertTypeLabel };

/** One alert: hauler, level, text (opens the alert), creator and dates. */
export function AlertListRow(props: { alert: AlertListRow_alert$key }) {
  const a = useFragment(
    graphql`
      fragment AlertListRow_alert on Alert {
        databaseId
        text
        alertType
        hauler {
          databaseId
          name
        }
        createdBy
        createdAt
        updatedAt
      }
    `,
    props.alert,
  );
  const href = `/alerts/${a.databaseId}${a.hauler ? `?hauler=${a.hauler.databaseId}` : ''}`;
  return (
    <Table.Row data-testid="alert-row">
      <Table.Cell>{a.hauler?.name ?? '—'}</Table.Cell>
      <Table.Cell>
        <Badge variant="subtle">{alertTypeLabel(a.alertType)}</Badge>
      </Table.Cell>
      <Table.Cell title={a.text}>
        <Link asChild color="blue.700">
          <RouterLink to={href}>{truncate(a.text, ALERT_TEXT_MAX)}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>{a.createdBy}</Table.Cell>
      <Table.Cell>{formatDateTime(a.createdAt)}</Table.Cell>
      <Table.Cell>{formatDateTime(a.updatedAt)}</Table.Cell>
    </Table.Row>
  );
}
