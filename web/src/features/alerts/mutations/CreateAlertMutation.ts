// Creates an alert on a region or zone (Alerts tab). The answer carries the owners' alert lists,
// so the tab shows the new alert without a reload.
import { graphql } from 'react-relay/hooks';
import { useCreateMutation } from '../../reports/mutations/createResult.ts';
import type { CreateAlertMutation } from './__generated__/CreateAlertMutation.graphql.ts';

const mutation = graphql`
  mutation CreateAlertMutation($input: CreateAlertInput!) {
    createAlert(input: $input) {
      alert {
        databaseId
        regions {
          id
          alerts {
            ...RecordAlertList_alerts
          }
        }
        zones {
          id
          alerts {
            ...RecordAlertList_alerts
          }
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const pick = (r: CreateAlertMutation['response']) => ({
  record: r.createAlert.alert,
  userErrors: r.createAlert.userErrors,
});

/** `[create(input), inFlight]`; create answers the new database id or the errors. */
export const useCreateAlertMutation = () => useCreateMutation<CreateAlertMutation>(mutation, pick);
