/**
 * @generated SignedSource<<6cc5c6527a3864e24797c3a095c9785f>>
 * @relayHash 91e6ba76847dccd2a5aa37f6986596cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e9c8a0ef529177533aa7c2d4ed1362c106f6e738bda9c9b83be1cb392101fe0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchHistoryListTestQuery$variables = Record<PropertyKey, never>;
export type SearchHistoryListTestQuery$data = {
  readonly searchHistory: {
    readonly " $fragmentSpreads": FragmentRefs<"SearchHistoryList_history">;
  };
};
export type SearchHistoryListTestQuery = {
  response: SearchHistoryListTestQuery$data;
  variables: SearchHistoryListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchHistoryListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SearchHistoryConnection",
        "kind": "LinkedField",
        "name": "searchHistory",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SearchHistoryList_history"
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
    "name": "SearchHistoryListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SearchHistoryConnection",
        "kind": "LinkedField",
        "name": "searchHistory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchHistoryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SearchHistoryEntry",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "placeId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "formattedAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "resultCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5e9c8a0ef529177533aa7c2d4ed1362c106f6e738bda9c9b83be1cb392101fe0",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "searchHistory": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SearchHistoryConnection"
        },
        "searchHistory.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SearchHistoryEdge"
        },
        "searchHistory.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SearchHistoryEntry"
        },
        "searchHistory.edges.node.createdAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "searchHistory.edges.node.formattedAddress": (v0/*:: as any*/),
        "searchHistory.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "searchHistory.edges.node.placeId": (v0/*:: as any*/),
        "searchHistory.edges.node.resultCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "SearchHistoryListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c325b1f5f21a1c391beb73f137562c93";

export default node;
