/**
 * @generated SignedSource<<f976b9786185353160e5f77f3ad8193a>>
 * @relayHash d3ab6556b89a521a94b3e9ba4ad2d9bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4706b4663fd04e7253ff4119b69d508e37a81432d5481ee63b71d8c33e64f47b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BulkExceptionListRefetchQuery$variables = Record<PropertyKey, never>;
export type BulkExceptionListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BulkExceptionList_query">;
};
export type BulkExceptionListRefetchQuery = {
  response: BulkExceptionListRefetchQuery$data;
  variables: BulkExceptionListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BulkExceptionListRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "BulkExceptionList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BulkExceptionListRefetchQuery",
    "selections": [
      {
        "alias": "bulkExceptions",
        "args": [
          {
            "kind": "Literal",
            "name": "bulk",
            "value": true
          },
          {
            "kind": "Literal",
            "name": "direction",
            "value": "desc"
          },
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          },
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": "updatedAt"
          }
        ],
        "concreteType": "ExceptionConnection",
        "kind": "LinkedField",
        "name": "exceptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ExceptionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Exception",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deliveryTypes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Size",
                    "kind": "LinkedField",
                    "name": "sizes",
                    "plural": true,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WasteType",
                    "kind": "LinkedField",
                    "name": "wasteTypes",
                    "plural": true,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "daysOfWeek",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "windowDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actionType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actionDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Region",
                    "kind": "LinkedField",
                    "name": "excludedRegions",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v0/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sizesText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "wasteTypesText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serviceAreasText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availabilityAction",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextAvailableDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "boundariesDescription",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedBy",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "exceptions(bulk:true,direction:\"desc\",first:100,orderBy:\"updatedAt\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Lookups",
        "kind": "LinkedField",
        "name": "lookups",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Size",
            "kind": "LinkedField",
            "name": "sizes",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WasteType",
            "kind": "LinkedField",
            "name": "wasteTypes",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4706b4663fd04e7253ff4119b69d508e37a81432d5481ee63b71d8c33e64f47b",
    "metadata": {},
    "name": "BulkExceptionListRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22889c0f0365b15c354b3dab60ad0886";

export default node;
