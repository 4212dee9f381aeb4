/**
 * @generated SignedSource<<4255cb5ca639a7362014bbcac1c1bc61>>
 * @relayHash 8a3bc460864ce10c2772a7a434f3b419
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e25fd5dd24cbaaa042929c6511a1ed43ec8eb1d8a9647422e13658a9ac3109c8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HaulerFormTestQuery$variables = Record<PropertyKey, never>;
export type HaulerFormTestQuery$data = {
  readonly hauler: {
    readonly " $fragmentSpreads": FragmentRefs<"HaulerForm_hauler">;
  } | null | undefined;
};
export type HaulerFormTestQuery = {
  response: HaulerFormTestQuery$data;
  variables: HaulerFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "Hauler:7"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HaulerFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Hauler",
        "kind": "LinkedField",
        "name": "hauler",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HaulerForm_hauler"
          }
        ],
        "storageKey": "hauler(id:\"Hauler:7\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HaulerFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Hauler",
        "kind": "LinkedField",
        "name": "hauler",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
        "storageKey": "hauler(id:\"Hauler:7\")"
      }
    ]
  },
  "params": {
    "id": "e25fd5dd24cbaaa042929c6511a1ed43ec8eb1d8a9647422e13658a9ac3109c8",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "hauler": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Hauler"
        },
        "hauler.active": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "hauler.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "hauler.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "hauler.type": {
          "enumValues": [
            "inNetwork",
            "outOfNetwork"
          ],
          "nullable": false,
          "plural": false,
          "type": "HaulerType"
        },
        "hauler.updatedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        }
      }
    },
    "name": "HaulerFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "88c9fa1bd51501601e13d668015d99fd";

export default node;
