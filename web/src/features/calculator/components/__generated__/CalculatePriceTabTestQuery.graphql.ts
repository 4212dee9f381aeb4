/**
 * @generated SignedSource<<3fda2e734121afd9979a84b60394a81a>>
 * @relayHash e8a831f86f4ec895e40542299983690c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04683bf24a151705e158b80a0118ecd419977c94bc68fbc43097f8bbd6408659

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalculatePriceTabTestQuery$variables = Record<PropertyKey, never>;
export type CalculatePriceTabTestQuery$data = {
  readonly quote: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"CalculatePriceTab_product">;
    }>;
  } | null | undefined;
};
export type CalculatePriceTabTestQuery = {
  response: CalculatePriceTabTestQuery$data;
  variables: CalculatePriceTabTestQuery$variables;
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
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Money"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalculatePriceTabTestQuery",
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
                "name": "CalculatePriceTab_product"
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
    "name": "CalculatePriceTabTestQuery",
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
                "concreteType": "PricingBlock",
                "kind": "LinkedField",
                "name": "pricing",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
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
    "id": "04683bf24a151705e158b80a0118ecd419977c94bc68fbc43097f8bbd6408659",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.id": (v3/*:: as any*/),
        "quote.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteProduct"
        },
        "quote.products.cost": (v4/*:: as any*/),
        "quote.products.id": (v3/*:: as any*/),
        "quote.products.price": (v4/*:: as any*/),
        "quote.products.pricing": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PricingBlock"
        },
        "quote.products.pricing.price": (v4/*:: as any*/),
        "quote.products.taxRate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "CalculatePriceTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f833e50ee71559287787b95f3ff2154b";

export default node;
