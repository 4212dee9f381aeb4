/**
 * @generated SignedSource<<8314aa2b30fd66f7e7998d1bab92889f>>
 * @relayHash c7cc52ccaf29905cc102fcbcc95a8373
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d95e6eb9892807ca7b99a13792992ebc83cb5b67d645b7b129eafb7cfeccdac8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductAvailabilityTestQuery$variables = Record<PropertyKey, never>;
export type ProductAvailabilityTestQuery$data = {
  readonly quote: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductAvailability_product">;
    }>;
  } | null | undefined;
};
export type ProductAvailabilityTestQuery = {
  response: ProductAvailabilityTestQuery$data;
  variables: ProductAvailabilityTestQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
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
    "name": "ProductAvailabilityTestQuery",
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
                "name": "ProductAvailability_product"
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
    "name": "ProductAvailabilityTestQuery",
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
                "concreteType": "AvailabilityEntry",
                "kind": "LinkedField",
                "name": "availabilitySummary",
                "plural": false,
                "selections": [
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
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "quote(placeId:\"place-1\")"
      }
    ]
  },
  "params": {
    "id": "d95e6eb9892807ca7b99a13792992ebc83cb5b67d645b7b129eafb7cfeccdac8",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.id": (v2/*:: as any*/),
        "quote.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteProduct"
        },
        "quote.products.availabilitySummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AvailabilityEntry"
        },
        "quote.products.availabilitySummary.deliveryDate": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeliveryDate"
        },
        "quote.products.availabilitySummary.deliveryDate.availabilityType": (v3/*:: as any*/),
        "quote.products.availabilitySummary.deliveryDate.friendlyText": (v3/*:: as any*/),
        "quote.products.availabilitySummary.reasons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AvailabilityReason"
        },
        "quote.products.availabilitySummary.reasons.text": (v3/*:: as any*/),
        "quote.products.id": (v2/*:: as any*/)
      }
    },
    "name": "ProductAvailabilityTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a505b2105bc87a5e3d7b96017936ea54";

export default node;
