/**
 * @generated SignedSource<<fd48face4fd5ff10b6b22fa95620e912>>
 * @relayHash db080205b4b606807f7e51dc4256afb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76430e6082d2836fa9ad45b4d265f93557b6e60cc3ab47dd0210df092885b64d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteGreetingTestQuery$variables = Record<PropertyKey, never>;
export type QuoteGreetingTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"QuoteGreeting_viewer">;
  } | null | undefined;
};
export type QuoteGreetingTestQuery = {
  response: QuoteGreetingTestQuery$data;
  variables: QuoteGreetingTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuoteGreetingTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QuoteGreeting_viewer"
          }
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
    "name": "QuoteGreetingTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
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
    "id": "76430e6082d2836fa9ad45b4d265f93557b6e60cc3ab47dd0210df092885b64d",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.firstName": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.username": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "QuoteGreetingTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "ac3abf556d4f10cc05d7e251553de715";

export default node;
