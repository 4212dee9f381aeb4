/**
 * @generated SignedSource<<af5a3ccc80dfc4fce0064b668290ce42>>
 * @relayHash db2a0e87e5c22ea4fa0cab2896202cf7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2853ff0b68ba74d44d3b8f1d94a97c6cb33689b81426f5d8ff448679eefa452

import { ConcreteRequest } from 'relay-runtime';
export type DeleteZoneInput = {
  id: string;
};
export type DeleteZoneMutation$variables = {
  input: DeleteZoneInput;
};
export type DeleteZoneMutation$data = {
  readonly deleteZone: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteZoneMutation = {
  response: DeleteZoneMutation$data;
  variables: DeleteZoneMutation$variables;
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
    "name": "deleteZone",
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
    "name": "DeleteZoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteZoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e2853ff0b68ba74d44d3b8f1d94a97c6cb33689b81426f5d8ff448679eefa452",
    "metadata": {},
    "name": "DeleteZoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "773a54da794e253342baad5181103546";

export default node;
