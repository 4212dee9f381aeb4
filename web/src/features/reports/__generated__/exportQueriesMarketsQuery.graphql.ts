/**
 * @generated SignedSource<<ad4350e483c762da7946653265b68379>>
 * @relayHash 9dadbb8967fb440142a5415a1154bb26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5755de77b3fc4ace13e6c676ec282f6247e88a355fcb451e91b091e0c26bce26

import { ConcreteRequest } from 'relay-runtime';
export type MarketOrderField = "name" | "territory" | "updatedAt" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
export type exportQueriesMarketsQuery$variables = {
  after?: string | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  orderBy?: MarketOrderField | null | undefined;
  search?: string | null | undefined;
};
export type exportQueriesMarketsQuery$data = {
  readonly list: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly ourPhone: string | null | undefined;
      readonly territory: Territory | null | undefined;
      readonly timezone: string | null | undefined;
      readonly updatedAt: any;
      readonly updatedBy: string;
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type exportQueriesMarketsQuery = {
  response: exportQueriesMarketsQuery$data;
  variables: exportQueriesMarketsQuery$variables;
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
  "name": "territory",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timezone",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ourPhone",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v12 = {
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
    "name": "exportQueriesMarketsQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v5/*:: as any*/),
        "concreteType": "MarketConnection",
        "kind": "LinkedField",
        "name": "markets",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Market",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
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
    "name": "exportQueriesMarketsQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v5/*:: as any*/),
        "concreteType": "MarketConnection",
        "kind": "LinkedField",
        "name": "markets",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Market",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
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
    "id": "5755de77b3fc4ace13e6c676ec282f6247e88a355fcb451e91b091e0c26bce26",
    "metadata": {},
    "name": "exportQueriesMarketsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "75dd75ffefafd74cc692770260a70cd4";

export default node;
