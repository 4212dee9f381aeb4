/**
 * @generated SignedSource<<1afe6aa166037cb437cdd1fb8cd39186>>
 * @relayHash d0af8615e3c6c6cb3b41dd001d8a537d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0460db4340d659a8819f812f6fd7985c36d226b592aebee4e4327ce388cd0c19

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegionReportOrderField = "haulerName" | "lastSavedAt" | "name" | "territory" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
export type AvailabilityReportPageQuery$variables = {
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
export type AvailabilityReportPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityReport_query">;
};
export type AvailabilityReportPageQuery = {
  response: AvailabilityReportPageQuery$data;
  variables: AvailabilityReportPageQuery$variables;
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
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
    "name": "AvailabilityReportPageQuery",
    "selections": [
      {
        "args": (v11/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AvailabilityReport_query"
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
    "name": "AvailabilityReportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "RegionConnection",
        "kind": "LinkedField",
        "name": "regionsAvailability",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RegionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Region",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "territory",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Hauler",
                    "kind": "LinkedField",
                    "name": "hauler",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSavedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSavedBy",
                    "storageKey": null
                  },
                  {
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
    "id": "0460db4340d659a8819f812f6fd7985c36d226b592aebee4e4327ce388cd0c19",
    "metadata": {},
    "name": "AvailabilityReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fee7a81afa7d9e39dbf40737a537d885";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
