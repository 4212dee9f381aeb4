/**
 * @generated SignedSource<<3a5880d1f44117484dabb6fe169f645d>>
 * @relayHash 241ad7b763c3be576c8bb6707bd53c64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09ed2f2ce80d11ed7a1a548a6a60d708c295b926bd941356fdb5b953367f9817

import { ConcreteRequest } from 'relay-runtime';
export type AvailabilityAction = "mustCall" | "nextAvailableDate" | "%future added value";
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type ExceptionOrderField = "actionDate" | "endDate" | "haulerName" | "id" | "reason" | "regionName" | "startDate" | "type" | "updatedAt" | "%future added value";
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
export type exportQueriesHaulerExceptionsQuery$variables = {
  after?: string | null | undefined;
  direction?: SortDirection | null | undefined;
  endType?: ExceptionActionType | null | undefined;
  first?: number | null | undefined;
  hauler?: string | null | undefined;
  orderBy?: ExceptionOrderField | null | undefined;
  reason?: ExceptionReason | null | undefined;
  territory?: Territory | null | undefined;
  type?: ExceptionType | null | undefined;
};
export type exportQueriesHaulerExceptionsQuery$data = {
  readonly list: {
    readonly nodes: ReadonlyArray<{
      readonly actionDate: any | null | undefined;
      readonly actionType: ExceptionActionType;
      readonly availabilityAction: AvailabilityAction | null | undefined;
      readonly boundariesDescription: string | null | undefined;
      readonly daysOfWeek: ReadonlyArray<Weekday>;
      readonly deliveryTypes: ReadonlyArray<DeliveryType>;
      readonly endDate: any | null | undefined;
      readonly hauler: {
        readonly name: string;
      } | null | undefined;
      readonly nextAvailableDate: any | null | undefined;
      readonly reason: ExceptionReason | null | undefined;
      readonly region: {
        readonly name: string;
        readonly territory: Territory | null | undefined;
      } | null | undefined;
      readonly serviceAreasText: string | null | undefined;
      readonly sizesText: string | null | undefined;
      readonly startDate: any | null | undefined;
      readonly type: ExceptionType;
      readonly updatedAt: any;
      readonly updatedBy: string;
      readonly wasteTypesText: string | null | undefined;
      readonly windowDays: number | null | undefined;
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type exportQueriesHaulerExceptionsQuery = {
  response: exportQueriesHaulerExceptionsQuery$data;
  variables: exportQueriesHaulerExceptionsQuery$variables;
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
  "name": "endType"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hauler"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reason"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "territory"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v9 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Literal",
    "name": "bulk",
    "value": false
  },
  {
    "kind": "Variable",
    "name": "direction",
    "variableName": "direction"
  },
  {
    "kind": "Variable",
    "name": "endType",
    "variableName": "endType"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "hauler",
    "variableName": "hauler"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "reason",
    "variableName": "reason"
  },
  {
    "kind": "Variable",
    "name": "territory",
    "variableName": "territory"
  },
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "type"
  }
],
v10 = {
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
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
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
  "name": "actionType",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actionDate",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryTypes",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sizesText",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wasteTypesText",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serviceAreasText",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daysOfWeek",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "windowDays",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availabilityAction",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextAvailableDate",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boundariesDescription",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedBy",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v30 = {
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
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "exportQueriesHaulerExceptionsQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v9/*:: as any*/),
        "concreteType": "ExceptionConnection",
        "kind": "LinkedField",
        "name": "exceptions",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Exception",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Region",
                "kind": "LinkedField",
                "name": "region",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/)
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
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "exportQueriesHaulerExceptionsQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v9/*:: as any*/),
        "concreteType": "ExceptionConnection",
        "kind": "LinkedField",
        "name": "exceptions",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Exception",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Hauler",
                "kind": "LinkedField",
                "name": "hauler",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Region",
                "kind": "LinkedField",
                "name": "region",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v28/*:: as any*/),
              (v29/*:: as any*/),
              (v30/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "09ed2f2ce80d11ed7a1a548a6a60d708c295b926bd941356fdb5b953367f9817",
    "metadata": {},
    "name": "exportQueriesHaulerExceptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "17366e42cae72ec5ff0f4ead57e1f400";

export default node;
