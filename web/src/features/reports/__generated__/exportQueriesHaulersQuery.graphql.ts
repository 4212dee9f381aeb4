/**
 * @generated SignedSource<<080a1dde0814194cfa4a8fcd213bf220>>
 * @relayHash 8890444c00c9425e3e34059ee016cf04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37398e080020a693c5e9b999ba97b71c620e4b88b27f742e2921811ff429b21e

import { ConcreteRequest } from 'relay-runtime';
export type HaulerOrderField = "active" | "id" | "name" | "type" | "updatedAt" | "%future added value";
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type exportQueriesHaulersQuery$variables = {
  after?: string | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  orderBy?: HaulerOrderField | null | undefined;
  search?: string | null | undefined;
};
export type exportQueriesHaulersQuery$data = {
  readonly list: {
    readonly nodes: ReadonlyArray<{
      readonly active: boolean;
      readonly name: string;
      readonly type: HaulerType;
      readonly updatedAt: any;
      readonly updatedBy: string;
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type exportQueriesHaulersQuery = {
  response: exportQueriesHaulersQuery$data;
  variables: exportQueriesHaulersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "direction",
    "variableName": "direction"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedBy",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "exportQueriesHaulersQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v5/*:: as any*/),
        "concreteType": "HaulerConnection",
        "kind": "LinkedField",
        "name": "haulers",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Hauler",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "exportQueriesHaulersQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v5/*:: as any*/),
        "concreteType": "HaulerConnection",
        "kind": "LinkedField",
        "name": "haulers",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Hauler",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "37398e080020a693c5e9b999ba97b71c620e4b88b27f742e2921811ff429b21e",
    "metadata": {},
    "name": "exportQueriesHaulersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0fb26c825a0764f124f65bb19df7634a";

export default node;
