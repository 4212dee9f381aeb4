/**
 * @generated SignedSource<<09d90f72eaf542e15b249cb39ace336e>>
 * @relayHash aa37dd1b9c1dc2f706753943cbb472b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3a09bcb04142cb48fe3f4fe26c1cd500ab1e67e39824e0ff65f1ad20ff063ef

import { ConcreteRequest } from 'relay-runtime';
export type DeleteExceptionInput = {
  id: string;
};
export type DeleteExceptionMutation$variables = {
  input: DeleteExceptionInput;
};
export type DeleteExceptionMutation$data = {
  readonly deleteException: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteExceptionMutation = {
  response: DeleteExceptionMutation$data;
  variables: DeleteExceptionMutation$variables;
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
    "name": "deleteException",
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
    "name": "DeleteExceptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteExceptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c3a09bcb04142cb48fe3f4fe26c1cd500ab1e67e39824e0ff65f1ad20ff063ef",
    "metadata": {},
    "name": "DeleteExceptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "97158dfeeaeaaf69b8d5218d0332f4c7";

export default node;
