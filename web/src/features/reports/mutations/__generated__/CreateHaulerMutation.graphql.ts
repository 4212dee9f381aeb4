/**
 * @generated SignedSource<<9c727454465c2ef61c475ef36ae55338>>
 * @relayHash 4f7c3656ddac145ec76e98807063c34b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54c30d7627a515bff97d18639bb63f8b4f546ac2c2e4f3958be4a9f3e1276669

import { ConcreteRequest } from 'relay-runtime';
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
export type CreateHaulerInput = {
  active?: boolean | null | undefined;
  generalNotes?: string | null | undefined;
  haulerScore?: number | null | undefined;
  locations?: ReadonlyArray<LocationInput> | null | undefined;
  name?: string | null | undefined;
  saturdayService?: string | null | undefined;
  standardService?: string | null | undefined;
  type?: HaulerType | null | undefined;
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
export type CreateHaulerMutation$variables = {
  input: CreateHaulerInput;
};
export type CreateHaulerMutation$data = {
  readonly createHauler: {
    readonly hauler: {
      readonly databaseId: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CreateHaulerMutation = {
  response: CreateHaulerMutation$data;
  variables: CreateHaulerMutation$variables;
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
    "name": "CreateHaulerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "HaulerPayload",
        "kind": "LinkedField",
        "name": "createHauler",
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
              (v2/*:: as any*/)
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
    "name": "CreateHaulerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "HaulerPayload",
        "kind": "LinkedField",
        "name": "createHauler",
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
                "name": "id",
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
    "id": "54c30d7627a515bff97d18639bb63f8b4f546ac2c2e4f3958be4a9f3e1276669",
    "metadata": {},
    "name": "CreateHaulerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a9c93766aa925ae680008134617dfd95";

export default node;
