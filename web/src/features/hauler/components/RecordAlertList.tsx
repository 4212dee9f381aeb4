// The alerts of a region or zone (Alerts tab), with the spec's empty state.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecordAlertList_alerts$key } from './__generated__/RecordAlertList_alerts.graphql.ts';

const fragment = graphql`
  fragment RecordAlertList_alerts on Alert @relay(plural: true) {
    id
    text
    severity
    expires
    checkBack
    updatedBy
  }
`;

/** 'YYYY-MM-DD 00:00:00' as M/DD/YYYY (docs/decisions.md#constants-and-limits). */
function shortDate(value: string): string {
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${Number(m)}/${d}/${y}`;
}

const PALETTE: Record<string, string> = {
  error: 'red',
  warning: 'orange',
  success: 'green',
  info: 'blue',
  note: 'gray',
};

/** The list, or `empty` ('This Region has no alerts' / 'This Zone has no alerts'). */
export function RecordAlertList({
  alertsRef,
  empty,
}: {
  alertsRef: RecordAlertList_alerts$key;
  empty: string;
}) {
  const alerts = useFragment(fragment, alertsRef);
  if (alerts.length === 0)
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="alerts-empty">
        {empty}
      </Text>
    );
  return (
    <Stack gap="2">
      {alerts.map((a) => (
        <Box key={a.id} borderWidth="1px" rounded="md" p="3" bg="white" data-testid="alert-row">
          <Badge colorPalette={PALETTE[a.severity] ?? 'gray'} mb="1" textTransform="capitalize">
            {a.severity}
          </Badge>
          <Text>{a.text}</Text>
          <Text textStyle="xs" color="fg.muted">
            {a.expires
              ? `Expires ${shortDate(a.expires)}`
              : a.checkBack
                ? `Check back ${shortDate(a.checkBack)}`
                : 'No end date'}
            {' · last edited by '}
            {a.updatedBy}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
