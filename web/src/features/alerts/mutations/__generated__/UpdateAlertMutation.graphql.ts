/**
 * @generated SignedSource<<e5826d846df21046e8df8052b7261d4f>>
 * @relayHash 0e7968a1264c41bf78cb14a94db2437b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f399f23eef2d8e8e548d3d8033dd923600ef8f215354bd205c4432fd91393842

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlertSeverity = "error" | "info" | "note" | "success" | "warning" | "%future added value";
export type UpdateAlertInput = {
  checkBack?: string | null | undefined;
  commercialPricing?: any | null | undefined;
  expires?: string | null | undefined;
  haulerIds?: ReadonlyArray<string> | null | undefined;
  id: string;
  marketIds?: ReadonlyArray<string> | null | undefined;
  regionIds?: ReadonlyArray<string> | null | undefined;
  rolloffPricingIds?: ReadonlyArray<string> | null | undefined;
  severity?: AlertSeverity | null | undefined;
  text?: string | null | undefined;
  updatedAt: any;
  zoneIds?: ReadonlyArray<string> | null | undefined;
};
export type UpdateAlertMutation$variables = {
  input: UpdateAlertInput;
};
export type UpdateAlertMutation$data = {
  readonly updateAlert: {
    readonly alert: {
      readonly checkBack: string | null | undefined;
      readonly expires: string | null | undefined;
      readonly severity: AlertSeverity;
      readonly text: string;
      readonly updatedBy: string;
      readonly " $fragmentSpreads": FragmentRefs<"AlertForm_alert">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type UpdateAlertMutation = {
  response: UpdateAlertMutation$data;
  variables: UpdateAlertMutation$variables;
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
  "name": "severity",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expires",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "checkBack",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedBy",
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateAlertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AlertPayload",
        "kind": "LinkedField",
        "name": "updateAlert",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AlertForm_alert"
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
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
    "name": "UpdateAlertMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AlertPayload",
        "kind": "LinkedField",
        "name": "updateAlert",
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
              (v8/*:: as any*/),
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                  (v8/*:: as any*/)
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
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f399f23eef2d8e8e548d3d8033dd923600ef8f215354bd205c4432fd91393842",
    "metadata": {},
    "name": "UpdateAlertMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "628374139265fc4edc7997be2c801470";

export default node;
