/**
 * @generated SignedSource<<c364cd6936c226efc06ef0541ebc6dbd>>
 * @relayHash b859e762e0958222f568108cc943be48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cb076d1394d7ccc4a651619fa245780432ac317a35c126b914612421358c277

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvailabilityAction = "mustCall" | "nextAvailableDate" | "%future added value";
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
export type RegionExceptionsQuery$variables = {
  id: string;
};
export type RegionExceptionsQuery$data = {
  readonly lookups: {
    readonly sizes: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly wasteTypes: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
  readonly node: {
    readonly exceptions?: ReadonlyArray<{
      readonly actionDate: any | null | undefined;
      readonly actionType: ExceptionActionType;
      readonly availabilityAction: AvailabilityAction | null | undefined;
      readonly boundaries: any | null | undefined;
      readonly boundariesDescription: string | null | undefined;
      readonly bulk: boolean;
      readonly daysOfWeek: ReadonlyArray<Weekday>;
      readonly deliveryTypes: ReadonlyArray<DeliveryType>;
      readonly endDate: any | null | undefined;
      readonly id: string;
      readonly nextAvailableDate: any | null | undefined;
      readonly reason: ExceptionReason | null | undefined;
      readonly sizes: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly startDate: any | null | undefined;
      readonly type: ExceptionType;
      readonly updatedAt: any;
      readonly wasteTypes: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly windowDays: number | null | undefined;
      readonly zones: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"ExceptionDetail_exception">;
    }>;
    readonly id?: string;
    readonly zones?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type RegionExceptionsQuery = {
  response: RegionExceptionsQuery$data;
  variables: RegionExceptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Zone",
  "kind": "LinkedField",
  "name": "zones",
  "plural": true,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bulk",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryTypes",
  "storageKey": null
},
v10 = [
  (v2/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Zone",
  "kind": "LinkedField",
  "name": "zones",
  "plural": true,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Size",
  "kind": "LinkedField",
  "name": "sizes",
  "plural": true,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "WasteType",
  "kind": "LinkedField",
  "name": "wasteTypes",
  "plural": true,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daysOfWeek",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "windowDays",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availabilityAction",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextAvailableDate",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boundaries",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boundariesDescription",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actionType",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actionDate",
  "storageKey": null
},
v24 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RegionExceptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Exception",
                "kind": "LinkedField",
                "name": "exceptions",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ExceptionDetail_exception"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Region",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v24/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegionExceptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Exception",
                "kind": "LinkedField",
                "name": "exceptions",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
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
                    "name": "updatedBy",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Region",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v24/*:: as any*/)
    ]
  },
  "params": {
    "id": "0cb076d1394d7ccc4a651619fa245780432ac317a35c126b914612421358c277",
    "metadata": {},
    "name": "RegionExceptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b2be3d588a151842ecfd08ab6123a8c7";

export default node;
