/**
 * @generated SignedSource<<741bd0b8d77e709b63df975ad672c42d>>
 * @relayHash e65a52858e820b8c99cbcd24c73e2fb0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 864083a27ef2b896c4079f148290ef34675fbb198ab0b61e2917a258e9ea8d8e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCardTestQuery$variables = Record<PropertyKey, never>;
export type ProductCardTestQuery$data = {
  readonly quote: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  } | null | undefined;
};
export type ProductCardTestQuery = {
  response: ProductCardTestQuery$data;
  variables: ProductCardTestQuery$variables;
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
  "name": "name",
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
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Money"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductCardTestQuery",
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
                "name": "ProductCard_product"
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
    "name": "ProductCardTestQuery",
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
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "price",
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
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tonnageLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "preferred",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "makoPreferred",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "noService",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mustCall",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CostStructure",
                "kind": "LinkedField",
                "name": "costStructure",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteRegion",
                "kind": "LinkedField",
                "name": "region",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteZone",
                "kind": "LinkedField",
                "name": "zone",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "cost",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "profitability",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "badMargin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "soldQtyLast45",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tax",
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
                "name": "taxBase",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "permitNotes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "netsuiteItemName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productNotes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteException",
                "kind": "LinkedField",
                "name": "exceptions",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "summary",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteAlert",
                "kind": "LinkedField",
                "name": "alerts",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteNote",
                "kind": "LinkedField",
                "name": "notes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FillSummary",
                "kind": "LinkedField",
                "name": "fillSummary",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "takes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refuses",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FillNote",
                    "kind": "LinkedField",
                    "name": "notes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "note",
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
          (v2/*:: as any*/)
        ],
        "storageKey": "quote(placeId:\"place-1\")"
      }
    ]
  },
  "params": {
    "id": "864083a27ef2b896c4079f148290ef34675fbb198ab0b61e2917a258e9ea8d8e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.id": (v5/*:: as any*/),
        "quote.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteProduct"
        },
        "quote.products.alerts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteAlert"
        },
        "quote.products.alerts.id": (v5/*:: as any*/),
        "quote.products.alerts.text": (v6/*:: as any*/),
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
        "quote.products.availabilitySummary.deliveryDate.availabilityType": (v6/*:: as any*/),
        "quote.products.availabilitySummary.deliveryDate.friendlyText": (v6/*:: as any*/),
        "quote.products.availabilitySummary.reasons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AvailabilityReason"
        },
        "quote.products.availabilitySummary.reasons.text": (v6/*:: as any*/),
        "quote.products.badMargin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "quote.products.cost": (v7/*:: as any*/),
        "quote.products.costStructure": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CostStructure"
        },
        "quote.products.costStructure.id": (v5/*:: as any*/),
        "quote.products.costStructure.name": (v6/*:: as any*/),
        "quote.products.databaseId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "quote.products.exceptions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteException"
        },
        "quote.products.exceptions.id": (v5/*:: as any*/),
        "quote.products.exceptions.summary": (v6/*:: as any*/),
        "quote.products.extensionPrice": (v7/*:: as any*/),
        "quote.products.fillSummary": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "FillSummary"
        },
        "quote.products.fillSummary.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "FillNote"
        },
        "quote.products.fillSummary.notes.label": (v6/*:: as any*/),
        "quote.products.fillSummary.notes.note": (v6/*:: as any*/),
        "quote.products.fillSummary.refuses": (v8/*:: as any*/),
        "quote.products.fillSummary.takes": (v8/*:: as any*/),
        "quote.products.hauler": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteHauler"
        },
        "quote.products.hauler.id": (v5/*:: as any*/),
        "quote.products.hauler.name": (v6/*:: as any*/),
        "quote.products.hauler.type": {
          "enumValues": [
            "inNetwork",
            "outOfNetwork"
          ],
          "nullable": false,
          "plural": false,
          "type": "HaulerType"
        },
        "quote.products.id": (v5/*:: as any*/),
        "quote.products.makoPreferred": (v9/*:: as any*/),
        "quote.products.mustCall": (v9/*:: as any*/),
        "quote.products.netsuiteItemName": (v10/*:: as any*/),
        "quote.products.noService": (v9/*:: as any*/),
        "quote.products.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteNote"
        },
        "quote.products.notes.description": (v6/*:: as any*/),
        "quote.products.notes.id": (v5/*:: as any*/),
        "quote.products.overagePrice": (v7/*:: as any*/),
        "quote.products.permitNotes": (v10/*:: as any*/),
        "quote.products.preferred": (v9/*:: as any*/),
        "quote.products.price": (v7/*:: as any*/),
        "quote.products.productNotes": (v10/*:: as any*/),
        "quote.products.profitability": (v7/*:: as any*/),
        "quote.products.region": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteRegion"
        },
        "quote.products.region.id": (v5/*:: as any*/),
        "quote.products.region.name": (v6/*:: as any*/),
        "quote.products.region.phone": (v10/*:: as any*/),
        "quote.products.size": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Size"
        },
        "quote.products.size.id": (v5/*:: as any*/),
        "quote.products.size.name": (v6/*:: as any*/),
        "quote.products.soldQtyLast45": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "quote.products.tax": (v7/*:: as any*/),
        "quote.products.taxBase": (v7/*:: as any*/),
        "quote.products.taxRate": (v10/*:: as any*/),
        "quote.products.tonnageLabel": (v10/*:: as any*/),
        "quote.products.wasteType": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "WasteType"
        },
        "quote.products.wasteType.id": (v5/*:: as any*/),
        "quote.products.wasteType.name": (v6/*:: as any*/),
        "quote.products.zone": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteZone"
        },
        "quote.products.zone.id": (v5/*:: as any*/),
        "quote.products.zone.name": (v6/*:: as any*/)
      }
    },
    "name": "ProductCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a9333f8ccc31535faef712ec9e0eca99";

export default node;
