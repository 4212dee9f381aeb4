/**
 * @generated SignedSource<<93786041b5410f7ee69e34b4a86799bf>>
 * @relayHash 01559a7e93743f6b91ceb6e15bedca92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 342c686b14718374c2821fd43f7263b4e8030c65d30b83ea539e282d3179bd71

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlertSeverity = "error" | "info" | "note" | "success" | "warning" | "%future added value";
export type CreateAlertInput = {
  checkBack?: string | null | undefined;
  commercialPricing?: any | null | undefined;
  expires?: string | null | undefined;
  haulerIds?: ReadonlyArray<string> | null | undefined;
  marketIds?: ReadonlyArray<string> | null | undefined;
  regionIds?: ReadonlyArray<string> | null | undefined;
  rolloffPricingIds?: ReadonlyArray<string> | null | undefined;
  severity?: AlertSeverity | null | undefined;
  text?: string | null | undefined;
  zoneIds?: ReadonlyArray<string> | null | undefined;
};
export type CreateAlertMutation$variables = {
  input: CreateAlertInput;
};
export type CreateAlertMutation$data = {
  readonly createAlert: {
    readonly alert: {
      readonly databaseId: number;
      readonly regions: ReadonlyArray<{
        readonly alerts: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"RecordAlertList_alerts">;
        }>;
        readonly id: string;
      }>;
      readonly zones: ReadonlyArray<{
        readonly alerts: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"RecordAlertList_alerts">;
        }>;
        readonly id: string;
      }>;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CreateAlertMutation = {
  response: CreateAlertMutation$data;
  variables: CreateAlertMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Alert",
    "kind": "LinkedField",
    "name": "alerts",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RecordAlertList_alerts"
      }
    ],
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Alert",
    "kind": "LinkedField",
    "name": "alerts",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "text",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "severity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expires",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checkBack",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedBy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alertType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "productName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Hauler",
        "kind": "LinkedField",
        "name": "hauler",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdBy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateAlertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AlertPayload",
        "kind": "LinkedField",
        "name": "createAlert",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Alert",
            "kind": "LinkedField",
            "name": "alert",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Region",
                "kind": "LinkedField",
                "name": "regions",
                "plural": true,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Zone",
                "kind": "LinkedField",
                "name": "zones",
                "plural": true,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateAlertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AlertPayload",
        "kind": "LinkedField",
        "name": "createAlert",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Alert",
            "kind": "LinkedField",
            "name": "alert",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Region",
                "kind": "LinkedField",
                "name": "regions",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Zone",
                "kind": "LinkedField",
                "name": "zones",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "342c686b14718374c2821fd43f7263b4e8030c65d30b83ea539e282d3179bd71",
    "metadata": {},
    "name": "CreateAlertMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d943abc9903affd829a9c997f884506e";

export default node;
