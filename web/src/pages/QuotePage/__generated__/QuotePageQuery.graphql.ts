/**
 * @generated SignedSource<<a68a665b50ee8766ffcdac17e5169c01>>
 * @relayHash 7fc81f9d0f19b70f42b0d78dd7299390
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb4d4eb7d9e57d53b6d96c39a2fcc9d8c9275b57e7955c0303eeeccb255d08c6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuotePageQuery$variables = Record<PropertyKey, never>;
export type QuotePageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"QuoteWelcome_viewer">;
  } | null | undefined;
};
export type QuotePageQuery = {
  response: QuotePageQuery$data;
  variables: QuotePageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuotePageQuery",
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
            "name": "QuoteWelcome_viewer"
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
    "name": "QuotePageQuery",
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
    "id": "cb4d4eb7d9e57d53b6d96c39a2fcc9d8c9275b57e7955c0303eeeccb255d08c6",
    "metadata": {},
    "name": "QuotePageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "a98542088ef7c178487fa826797c3266";

export default node;
