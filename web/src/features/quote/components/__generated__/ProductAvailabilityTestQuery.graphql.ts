/**
 * @generated SignedSource<<1daf3a14128e4aa56fa93fa21889603b>>
 * @relayHash c1acac96c110f6b06959622446e30c19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfe6480682214813c12a961581be08945bc53c7ae8791947cf61547c0203b1cf

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
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
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
              },
              (v1/*:: as any*/)
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
    "id": "dfe6480682214813c12a961581be08945bc53c7ae8791947cf61547c0203b1cf",
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
        "quote.products.availability": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AvailabilityEntry"
        },
        "quote.products.availability.deliveryDate": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeliveryDate"
        },
        "quote.products.availability.deliveryDate.availabilityType": (v3/*:: as any*/),
        "quote.products.availability.deliveryDate.friendlyText": (v3/*:: as any*/),
        "quote.products.availability.deliveryType": {
          "enumValues": [
            "newDeliveries",
            "emptyReturn",
            "pickUp"
          ],
          "nullable": false,
          "plural": false,
          "type": "DeliveryType"
        },
        "quote.products.availability.deliveryTypeLabel": (v3/*:: as any*/),
        "quote.products.availability.nextAvailableService": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "quote.products.availability.nextDayCutoff": (v3/*:: as any*/),
        "quote.products.availability.noServiceReason": (v4/*:: as any*/),
        "quote.products.availability.reasons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AvailabilityReason"
        },
        "quote.products.availability.reasons.kind": (v3/*:: as any*/),
        "quote.products.availability.reasons.text": (v3/*:: as any*/),
        "quote.products.availability.sameDayCutoff": (v3/*:: as any*/),
        "quote.products.availability.saturdayActive": (v5/*:: as any*/),
        "quote.products.availability.saturdayCutoff": (v3/*:: as any*/),
        "quote.products.availability.sizeName": (v4/*:: as any*/),
        "quote.products.availability.sundayActive": (v5/*:: as any*/),
        "quote.products.availability.sundayCutoff": (v3/*:: as any*/),
        "quote.products.availability.windowActive": (v5/*:: as any*/),
        "quote.products.availability.windowDays": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
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
