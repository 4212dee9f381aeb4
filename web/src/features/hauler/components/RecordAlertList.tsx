// The alerts of a region or zone (Alerts tab), with the spec's empty state.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AlertList_alerts$key } from './__generated__/AlertList_alerts.graphql.ts';

const fragment = graphql`
  fragment AlertList_alerts on Alert @relay(plural: true) {
    id
    text
    severity
    expires
    checkBack
    updatedBy
  }
`;

const PALETTE: Record<string, string> = {
  error: 'red',
  warning: 'orange',
  success: 'green',
  info: 'blue',
  note: 'gray',
};

/** The list, or `empty` ('This Region has no alerts' / 'This Zone has no alerts'). */
export function AlertList({
  alertsRef,
  empty,
}: {
  alertsRef: AlertList_alerts$key;
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
          <Badge colorPalette={PALETTE[a.severity] ?? 'gray'} mb="1">
            {a.severity}
          </Badge>
          <Text>{a.text}</Text>
          <Text textStyle="xs" color="fg.muted">
            {a.expires
              ? `Expires ${a.expires.slice(0, 10)}`
              : a.checkBack
                ? `Check back ${a.checkBack.slice(0, 10)}`
                : 'No end date'}
            {' · last edited by '}
            {a.updatedBy}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
