/**
 * @generated SignedSource<<e1a97c717df2e9d98d75053154068845>>
 * @relayHash 4f45c3bc8ef50a0af14b75747b130ba9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63e319dd17898d560c53e33921da624a3ad22136fc2ea699e4393d5cad8085bb

import { ConcreteRequest } from 'relay-runtime';
export type DeleteHaulerInput = {
  id: string;
};
export type DeleteHaulerMutation$variables = {
  input: DeleteHaulerInput;
};
export type DeleteHaulerMutation$data = {
  readonly deleteHauler: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteHaulerMutation = {
  response: DeleteHaulerMutation$data;
  variables: DeleteHaulerMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "deleteHauler",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
        "storageKey": null
      },
      {
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
    "name": "DeleteHaulerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteHaulerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "63e319dd17898d560c53e33921da624a3ad22136fc2ea699e4393d5cad8085bb",
    "metadata": {},
    "name": "DeleteHaulerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "639718d0afae1720b52cba610ae6e16c";

export default node;
