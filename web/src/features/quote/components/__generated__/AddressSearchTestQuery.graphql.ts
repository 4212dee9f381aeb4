/**
 * @generated SignedSource<<cf391c5adfe48304c9327c6768b27f41>>
 * @relayHash 1cbeb6ded67ca5869c4fe9954a2e5f35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87d30a456f20e2124f9079b42e10e11f4d8f4a214f69de81987855a625bd10f4

import { ConcreteRequest } from 'relay-runtime';
export type AddressSearchTestQuery$variables = Record<PropertyKey, never>;
export type AddressSearchTestQuery$data = {
  readonly viewer: {
    readonly __typename: "Viewer";
  } | null | undefined;
};
export type AddressSearchTestQuery = {
  response: AddressSearchTestQuery$data;
  variables: AddressSearchTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddressSearchTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddressSearchTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "87d30a456f20e2124f9079b42e10e11f4d8f4a214f69de81987855a625bd10f4",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "AddressSearchTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "11549323532a138f16fa6b688e8de862";

export default node;
