/**
 * @generated SignedSource<<01facd8dc430461769d9b6fca4076793>>
 * @relayHash 8ea918f2f232a246956cc4b3a6d5f7d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fd54747ce79521a0a11ce68344eb9e040a97d59e025046fba56b2138dca6377

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceCalculatorButtonTestQuery$variables = Record<PropertyKey, never>;
export type PriceCalculatorButtonTestQuery$data = {
  readonly quote: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PriceCalculatorButton_product">;
    }>;
  } | null | undefined;
};
export type PriceCalculatorButtonTestQuery = {
  response: PriceCalculatorButtonTestQuery$data;
  variables: PriceCalculatorButtonTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "placeId",
    "value": "place-1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Money"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PriceCalculatorButtonTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QuoteSearch",
        "kind": "LinkedField",
        "name": "quote",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteProduct",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PriceCalculatorButton_product"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "quote(placeId:\"place-1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PriceCalculatorButtonTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QuoteSearch",
        "kind": "LinkedField",
        "name": "quote",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteProduct",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WasteType",
                "kind": "LinkedField",
                "name": "wasteType",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteHauler",
                "kind": "LinkedField",
                "name": "hauler",
                "plural": false,
                "selections": (v3/*:: as any*/),
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
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "quote(placeId:\"place-1\")"
      }
    ]
  },
  "params": {
    "id": "0fd54747ce79521a0a11ce68344eb9e040a97d59e025046fba56b2138dca6377",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.id": (v4/*:: as any*/),
        "quote.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteProduct"
        },
        "quote.products.cost": (v5/*:: as any*/),
        "quote.products.customerPriceKey": (v6/*:: as any*/),
        "quote.products.extensionPrice": (v5/*:: as any*/),
        "quote.products.hauler": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteHauler"
        },
        "quote.products.hauler.id": (v4/*:: as any*/),
        "quote.products.hauler.name": (v7/*:: as any*/),
        "quote.products.id": (v4/*:: as any*/),
        "quote.products.overagePrice": (v5/*:: as any*/),
        "quote.products.price": (v5/*:: as any*/),
        "quote.products.pricing": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PricingBlock"
        },
        "quote.products.pricing.ancillaries": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PricingAncillary"
        },
        "quote.products.pricing.ancillaries.price": (v5/*:: as any*/),
        "quote.products.pricing.ancillaries.priceTypeName": (v7/*:: as any*/),
        "quote.products.pricing.price": (v5/*:: as any*/),
        "quote.products.size": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Size"
        },
        "quote.products.size.id": (v4/*:: as any*/),
        "quote.products.size.name": (v7/*:: as any*/),
        "quote.products.taxRate": (v6/*:: as any*/),
        "quote.products.wasteType": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "WasteType"
        },
        "quote.products.wasteType.id": (v4/*:: as any*/),
        "quote.products.wasteType.name": (v7/*:: as any*/)
      }
    },
    "name": "PriceCalculatorButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "62643c3f00d82b097f14695bb687a666";

export default node;
