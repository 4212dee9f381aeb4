/**
 * @generated SignedSource<<1257ef003f5dccf0e29b2f816801161a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BulkExceptionList_query$data = {
  readonly bulkExceptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actionDate: any | null | undefined;
        readonly actionType: ExceptionActionType;
        readonly daysOfWeek: ReadonlyArray<Weekday>;
        readonly deliveryTypes: ReadonlyArray<DeliveryType>;
        readonly endDate: any | null | undefined;
        readonly id: string;
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
        readonly " $fragmentSpreads": FragmentRefs<"BulkExceptionCard_exception">;
      };
    }>;
  };
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
  readonly " $fragmentType": "BulkExceptionList_query";
};
export type BulkExceptionList_query$key = {
  readonly " $data"?: BulkExceptionList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BulkExceptionList_query">;
};

import BulkExceptionListRefetchQuery_graphql from './BulkExceptionListRefetchQuery.graphql';

const node: ReaderFragment = (function(){
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
v2 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": BulkExceptionListRefetchQuery_graphql
    }
  },
  "name": "BulkExceptionList_query",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "BulkExceptionCard_exception"
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
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WasteType",
          "kind": "LinkedField",
          "name": "wasteTypes",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "22889c0f0365b15c354b3dab60ad0886";

export default node;
