/**
 * @generated SignedSource<<7d0abf1a8aba96cf9179120c5fd0a96e>>
 * @relayHash 36eeb343a4e567489ea03d95c9260beb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 655986fba56351b851dd796893f8f24df310791fcf84492097478b6a299c846c

import { ConcreteRequest } from 'relay-runtime';
export type AlertOrderField = "checkBack" | "createdAt" | "expires" | "haulerName" | "id" | "regionName" | "severity" | "territory" | "text" | "updatedAt" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
export type exportQueriesAlertsQuery$variables = {
  after?: string | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  haulerSearch?: string | null | undefined;
  orderBy?: AlertOrderField | null | undefined;
  territory?: Territory | null | undefined;
};
export type exportQueriesAlertsQuery$data = {
  readonly list: {
    readonly nodes: ReadonlyArray<{
      readonly alertType: string | null | undefined;
      readonly createdAt: any | null | undefined;
      readonly createdBy: string;
      readonly hauler: {
        readonly name: string;
      } | null | undefined;
      readonly text: string;
      readonly updatedAt: any;
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type exportQueriesAlertsQuery = {
  response: exportQueriesAlertsQuery$data;
  variables: exportQueriesAlertsQuery$variables;
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
  "name": "haulerSearch"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "territory"
},
v6 = [
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
    "name": "haulerSearch",
    "variableName": "haulerSearch"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "territory",
    "variableName": "territory"
  }
],
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alertType",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdBy",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "exportQueriesAlertsQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v6/*:: as any*/),
        "concreteType": "AlertConnection",
        "kind": "LinkedField",
        "name": "alerts",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Alert",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Hauler",
                "kind": "LinkedField",
                "name": "hauler",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
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
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "exportQueriesAlertsQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v6/*:: as any*/),
        "concreteType": "AlertConnection",
        "kind": "LinkedField",
        "name": "alerts",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Alert",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Hauler",
                "kind": "LinkedField",
                "name": "hauler",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "655986fba56351b851dd796893f8f24df310791fcf84492097478b6a299c846c",
    "metadata": {},
    "name": "exportQueriesAlertsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f4b46334a9b0bdcab38a731f1b40148e";

export default node;
