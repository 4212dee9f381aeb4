/**
 * @generated SignedSource<<be90b263b0fa119927f7db7d0bb82ee0>>
 * @relayHash da5a3ea739a054e12493a07749da75bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c6ef740e4378d81f05136f6a0b77f3bed0d468d1f491fc2e35430faf093355a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchType = "hauler" | "product" | "%future added value";
export type PriceCalculatorLoaderQuery$variables = {
  id: string;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  nearby: boolean;
  placeId: string;
  searchType?: SearchType | null | undefined;
};
export type PriceCalculatorLoaderQuery$data = {
  readonly quoteProduct: {
    readonly " $fragmentSpreads": FragmentRefs<"PriceCalculatorModal_product">;
  } | null | undefined;
};
export type PriceCalculatorLoaderQuery = {
  response: PriceCalculatorLoaderQuery$data;
  variables: PriceCalculatorLoaderQuery$variables;
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v8/*:: as any*/)
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
    "name": "PriceCalculatorLoaderQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "QuoteProduct",
        "kind": "LinkedField",
        "name": "quoteProduct",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PriceCalculatorModal_product"
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PriceCalculatorLoaderQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "QuoteProduct",
        "kind": "LinkedField",
        "name": "quoteProduct",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "overagePrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "extensionPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Size",
            "kind": "LinkedField",
            "name": "size",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WasteType",
            "kind": "LinkedField",
            "name": "wasteType",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteHauler",
            "kind": "LinkedField",
            "name": "hauler",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PricingBlock",
            "kind": "LinkedField",
            "name": "pricing",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PricingAncillary",
                "kind": "LinkedField",
                "name": "ancillaries",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceTypeName",
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cost",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "taxRate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerPriceKey",
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6c6ef740e4378d81f05136f6a0b77f3bed0d468d1f491fc2e35430faf093355a",
    "metadata": {},
    "name": "PriceCalculatorLoaderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b39fbc883545a694c78f8cc764be434a";

export default node;
