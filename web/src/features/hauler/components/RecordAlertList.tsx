// The alerts of a region or zone (Alerts tab), with the spec's empty state; a writer adds, edits
// and deletes them here with the shared alert form (features/alerts/AlertForm.tsx).
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { AlertForm, type AlertOwner } from '../../alerts/AlertForm.tsx';
import type { RecordAlertList_alerts$key } from './__generated__/RecordAlertList_alerts.graphql.ts';

const fragment = graphql`
  fragment RecordAlertList_alerts on Alert @relay(plural: true) {
    id
    text
    severity
    expires
    checkBack
    updatedBy
    ...AlertForm_alert
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
  owner,
  canEdit = false,
}: {
  alertsRef: RecordAlertList_alerts$key;
  empty: string;
  /** The region or zone the alerts belong to (new alerts are attached to it). */
  owner: AlertOwner;
  canEdit?: boolean;
}) {
  const alerts = useFragment(fragment, alertsRef);
  // null: the list; 'new': the empty form; an id: that alert's form.
  const [open, setOpen] = useState<string | null>(null);
  const close = () => setOpen(null);
  if (open && canEdit) {
    const alert = open === 'new' ? null : (alerts.find((a) => a.id === open) ?? null);
    return (
      <>
        <Button size="sm" variant="ghost" mb="2" onClick={close}>
          ← Back to alerts
        </Button>
        <AlertForm
          key={open}
          alert={alert}
          owner={owner}
          onSaved={close}
          onDeleted={close}
          onCancel={close}
        />
      </>
    );
  }
  return (
    <>
      {canEdit ? (
        <HStack justify="flex-end" mb="3">
          <Button size="sm" colorPalette="teal" onClick={() => setOpen('new')}>
            Add Alert
          </Button>
        </HStack>
      ) : null}
      {alerts.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" data-testid="alerts-empty">
          {empty}
        </Text>
      ) : (
        <Stack gap="2">
          {alerts.map((a) => (
            <HStack
              key={a.id}
              borderWidth="1px"
              rounded="md"
              p="3"
              bg="white"
              align="flex-start"
              justify="space-between"
              data-testid="alert-row"
            >
              <Box>
                <Badge
                  colorPalette={PALETTE[a.severity] ?? 'gray'}
                  mb="1"
                  textTransform="capitalize"
                >
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
              {canEdit ? (
                <Button size="xs" variant="outline" onClick={() => setOpen(a.id)}>
                  Edit
                </Button>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
    </>
  );
}
