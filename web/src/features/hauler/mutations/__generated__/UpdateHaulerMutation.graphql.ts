/**
 * @generated SignedSource<<ceef6d19627446a605e4bb7a366d6aab>>
 * @relayHash a5c1bf75e9e5afad3f13eb78f0da3ac1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca13d9b14da3b25044e116b62c981b33ea3cb8dad85e5ce92cc09ef9e1a5e90b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
export type UpdateHaulerInput = {
  active?: boolean | null | undefined;
  generalNotes?: string | null | undefined;
  haulerScore?: number | null | undefined;
  id: string;
  locations?: ReadonlyArray<LocationInput> | null | undefined;
  name?: string | null | undefined;
  saturdayService?: string | null | undefined;
  standardService?: string | null | undefined;
  type?: HaulerType | null | undefined;
  updatedAt: any;
};
export type LocationInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  phone?: string | null | undefined;
  state?: string | null | undefined;
  website?: string | null | undefined;
  zipCode?: string | null | undefined;
};
export type UpdateHaulerMutation$variables = {
  input: UpdateHaulerInput;
};
export type UpdateHaulerMutation$data = {
  readonly updateHauler: {
    readonly hauler: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"HaulerForm_hauler">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type UpdateHaulerMutation = {
  response: UpdateHaulerMutation$data;
  variables: UpdateHaulerMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateHaulerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "HaulerPayload",
        "kind": "LinkedField",
        "name": "updateHauler",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Hauler",
            "kind": "LinkedField",
            "name": "hauler",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HaulerForm_hauler"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "UpdateHaulerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "HaulerPayload",
        "kind": "LinkedField",
        "name": "updateHauler",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Hauler",
            "kind": "LinkedField",
            "name": "hauler",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "active",
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
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ca13d9b14da3b25044e116b62c981b33ea3cb8dad85e5ce92cc09ef9e1a5e90b",
    "metadata": {},
    "name": "UpdateHaulerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9706b18821245e84727508a9b3fac87f";

export default node;
