/**
 * @generated SignedSource<<ef58558d94005777ca890f2f402788e5>>
 * @relayHash bf37dcca74f2abfcc2bf740a07a8974f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2cda9966b9f58601113d2397ac95fca11616a4d2b20213332b7dce019b92faba

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type SearchType = "hauler" | "product" | "%future added value";
export type ProductAvailabilityDetailsQuery$variables = {
  id: string;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  nearby: boolean;
  placeId: string;
  searchType?: SearchType | null | undefined;
};
export type ProductAvailabilityDetailsQuery$data = {
  readonly quoteProduct: {
    readonly availability: ReadonlyArray<{
      readonly deliveryDate: {
        readonly availabilityType: string;
        readonly friendlyText: string;
      };
      readonly deliveryType: DeliveryType;
      readonly deliveryTypeLabel: string;
      readonly nextAvailableService: any | null | undefined;
      readonly nextDayCutoff: string;
      readonly noServiceReason: string | null | undefined;
      readonly reasons: ReadonlyArray<{
        readonly kind: string;
        readonly text: string;
      }>;
      readonly sameDayCutoff: string;
      readonly saturdayActive: boolean;
      readonly saturdayCutoff: string;
      readonly sizeName: string | null | undefined;
      readonly sundayActive: boolean;
      readonly sundayCutoff: string;
      readonly windowActive: boolean;
      readonly windowDays: number | null | undefined;
    }>;
    readonly id: string;
  } | null | undefined;
};
export type ProductAvailabilityDetailsQuery = {
  response: ProductAvailabilityDetailsQuery$data;
  variables: ProductAvailabilityDetailsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lat"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lng"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "nearby"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "placeId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchType"
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "lat",
        "variableName": "lat"
      },
      {
        "kind": "Variable",
        "name": "lng",
        "variableName": "lng"
      },
      {
        "kind": "Variable",
        "name": "nearby",
        "variableName": "nearby"
      },
      {
        "kind": "Variable",
        "name": "placeId",
        "variableName": "placeId"
      },
      {
        "kind": "Variable",
        "name": "searchType",
        "variableName": "searchType"
      }
    ],
    "concreteType": "QuoteProduct",
    "kind": "LinkedField",
    "name": "quoteProduct",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AvailabilityEntry",
        "kind": "LinkedField",
        "name": "availability",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryTypeLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sizeName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "noServiceReason",
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
            "name": "windowDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sameDayCutoff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextDayCutoff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "saturdayActive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "saturdayCutoff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sundayActive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sundayCutoff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextAvailableService",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DeliveryDate",
            "kind": "LinkedField",
            "name": "deliveryDate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "friendlyText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "availabilityType",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AvailabilityReason",
            "kind": "LinkedField",
            "name": "reasons",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
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
];
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
    "name": "ProductAvailabilityDetailsQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductAvailabilityDetailsQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "2cda9966b9f58601113d2397ac95fca11616a4d2b20213332b7dce019b92faba",
    "metadata": {},
    "name": "ProductAvailabilityDetailsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "85a6f9a77f1d9fb64e96d1145cbaf281";

export default node;
