/**
 * @generated SignedSource<<f724007bb72da9e05efc309e1fb5d489>>
 * @relayHash a73b57dbcb2c5264d8796f8dad4c796c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79fd38e6c7eece267b5f45ee9df16bfb42417c02df236806068ea1a20f5313ff

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAlertInput = {
  id: string;
};
export type DeleteAlertMutation$variables = {
  input: DeleteAlertInput;
};
export type DeleteAlertMutation$data = {
  readonly deleteAlert: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteAlertMutation = {
  response: DeleteAlertMutation$data;
  variables: DeleteAlertMutation$variables;
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
    "name": "deleteAlert",
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
    "name": "DeleteAlertMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteAlertMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "79fd38e6c7eece267b5f45ee9df16bfb42417c02df236806068ea1a20f5313ff",
    "metadata": {},
    "name": "DeleteAlertMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2f849d0abfd2fb1bf80424d3ab2a0404";

export default node;
