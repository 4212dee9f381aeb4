/**
 * @generated SignedSource<<719d173ec14625a49c768daed968dbe1>>
 * @relayHash 9b6219a5795f907f07be53ffa6d99d6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42865003fe9914c55db9db9785b1bac8ddc13d635a06f693de939d578ffd000c

import { ConcreteRequest } from 'relay-runtime';
export type RegionReportOrderField = "haulerName" | "lastSavedAt" | "name" | "territory" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
export type exportQueriesAvailabilityQuery$variables = {
  active?: boolean | null | undefined;
  after?: string | null | undefined;
  daysOut?: boolean | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  haulerSearch?: string | null | undefined;
  mustCall?: boolean | null | undefined;
  noService?: boolean | null | undefined;
  orderBy?: RegionReportOrderField | null | undefined;
  territory?: Territory | null | undefined;
  window?: boolean | null | undefined;
};
export type exportQueriesAvailabilityQuery$data = {
  readonly list: {
    readonly nodes: ReadonlyArray<{
      readonly currentServiceExceptions: {
        readonly daysOut: number | null | undefined;
        readonly mustCall: boolean;
        readonly noService: boolean;
        readonly windowActive: boolean;
      };
      readonly hauler: {
        readonly name: string;
      };
      readonly lastSavedAt: any | null | undefined;
      readonly lastSavedBy: string | null | undefined;
      readonly name: string;
      readonly territory: Territory | null | undefined;
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type exportQueriesAvailabilityQuery = {
  response: exportQueriesAvailabilityQuery$data;
  variables: exportQueriesAvailabilityQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "active"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "daysOut"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "haulerSearch"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mustCall"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "noService"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "territory"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "window"
},
v11 = [
  {
    "kind": "Variable",
    "name": "active",
    "variableName": "active"
  },
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "daysOut",
    "variableName": "daysOut"
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
    "name": "mustCall",
    "variableName": "mustCall"
  },
  {
    "kind": "Variable",
    "name": "noService",
    "variableName": "noService"
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
  },
  {
    "kind": "Variable",
    "name": "window",
    "variableName": "window"
  }
],
v12 = {
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
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "territory",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastSavedAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastSavedBy",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "RegionServiceFlags",
  "kind": "LinkedField",
  "name": "currentServiceExceptions",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mustCall",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noService",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "windowActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysOut",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = {
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
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "exportQueriesAvailabilityQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v11/*:: as any*/),
        "concreteType": "RegionConnection",
        "kind": "LinkedField",
        "name": "regionsAvailability",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Region",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Hauler",
                "kind": "LinkedField",
                "name": "hauler",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
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
      (v0/*:: as any*/),
      (v9/*:: as any*/),
      (v7/*:: as any*/),
      (v6/*:: as any*/),
      (v10/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v8/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "exportQueriesAvailabilityQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v11/*:: as any*/),
        "concreteType": "RegionConnection",
        "kind": "LinkedField",
        "name": "regionsAvailability",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Region",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Hauler",
                "kind": "LinkedField",
                "name": "hauler",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "42865003fe9914c55db9db9785b1bac8ddc13d635a06f693de939d578ffd000c",
    "metadata": {},
    "name": "exportQueriesAvailabilityQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5d2c7dc4b6e916308e79d9dfc4ff730";

export default node;
