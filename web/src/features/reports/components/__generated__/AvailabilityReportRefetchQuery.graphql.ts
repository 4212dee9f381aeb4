/**
 * @generated SignedSource<<529c47e89b5db6be1e30e28fdfb861dd>>
 * @relayHash 9f2616f88b62971cca0b3316b5cf403b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c0098b56c07a93f77c52d2bef74b471d7df322e975ad218e543febc3e50371d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegionReportOrderField = "haulerName" | "lastSavedAt" | "name" | "territory" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
export type AvailabilityReportRefetchQuery$variables = {
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
export type AvailabilityReportRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityReport_query">;
};
export type AvailabilityReportRefetchQuery = {
  response: AvailabilityReportRefetchQuery$data;
  variables: AvailabilityReportRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": true,
    "kind": "LocalArgument",
    "name": "active"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "daysOut"
  },
  {
    "defaultValue": "asc",
    "kind": "LocalArgument",
    "name": "direction"
  },
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "haulerSearch"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "mustCall"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "noService"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "territory"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "window"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AvailabilityReportRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AvailabilityReport_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AvailabilityReportRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v2/*:: as any*/)
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
    "id": "2c0098b56c07a93f77c52d2bef74b471d7df322e975ad218e543febc3e50371d",
    "metadata": {},
    "name": "AvailabilityReportRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d8da4324a909a145e43f13cab967a8b2";

export default node;
