/**
 * @generated SignedSource<<36f114fdf451a55d40ac12d54600b842>>
 * @relayHash 0ca921a3c5c32bc8b1151e8c5f88c5cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78962cefa97559a1e93f5c7af6da1eae06d218210c1fa318625b6217e65ac534

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchTypeChoiceTestQuery$variables = Record<PropertyKey, never>;
export type SearchTypeChoiceTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SearchTypeChoice_viewer">;
  } | null | undefined;
};
export type SearchTypeChoiceTestQuery = {
  response: SearchTypeChoiceTestQuery$data;
  variables: SearchTypeChoiceTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchTypeChoiceTestQuery",
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
            "name": "SearchTypeChoice_viewer"
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
    "name": "SearchTypeChoiceTestQuery",
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
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Preferences",
            "kind": "LinkedField",
            "name": "preferences",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "searchType",
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
    "id": "78962cefa97559a1e93f5c7af6da1eae06d218210c1fa318625b6217e65ac534",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.preferences": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Preferences"
        },
        "viewer.preferences.searchType": {
          "enumValues": [
            "hauler",
            "product"
          ],
          "nullable": false,
          "plural": false,
          "type": "SearchType"
        }
      }
    },
    "name": "SearchTypeChoiceTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "7ea8f2b59ee1faaa2c8c9917f534b1ed";

export default node;
