/**
 * @generated SignedSource<<52fc5abc71c018c431d8d32233eed2e1>>
 * @relayHash 302cfb64ad17d328a09558cc33ffa103
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27f3c41c08ce9cd5609c679230a3136471a2b461ea4a655a23455f78afe752bb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultsListTestQuery$variables = Record<PropertyKey, never>;
export type ResultsListTestQuery$data = {
  readonly quote: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ResultsList_product">;
    }>;
  } | null | undefined;
};
export type ResultsListTestQuery = {
  response: ResultsListTestQuery$data;
  variables: ResultsListTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  (v1/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Money"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v12 = {
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
    "name": "ResultsListTestQuery",
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
                "name": "ResultsList_product"
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
    "name": "ResultsListTestQuery",
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
                "concreteType": "QuoteHauler",
                "kind": "LinkedField",
                "name": "hauler",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/),
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
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WasteType",
                "kind": "LinkedField",
                "name": "wasteType",
                "plural": false,
                "selections": (v4/*:: as any*/),
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
                "selections": (v4/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
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
                "selections": (v4/*:: as any*/),
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
                      (v5/*:: as any*/)
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
                  (v1/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v5/*:: as any*/)
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
                  (v1/*:: as any*/),
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
          (v1/*:: as any*/)
        ],
        "storageKey": "quote(placeId:\"place-1\")"
      }
    ]
  },
  "params": {
    "id": "27f3c41c08ce9cd5609c679230a3136471a2b461ea4a655a23455f78afe752bb",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.id": (v6/*:: as any*/),
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
        "quote.products.alerts.id": (v6/*:: as any*/),
        "quote.products.alerts.text": (v7/*:: as any*/),
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
        "quote.products.availabilitySummary.deliveryDate.availabilityType": (v7/*:: as any*/),
        "quote.products.availabilitySummary.deliveryDate.friendlyText": (v7/*:: as any*/),
        "quote.products.availabilitySummary.reasons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AvailabilityReason"
        },
        "quote.products.availabilitySummary.reasons.text": (v7/*:: as any*/),
        "quote.products.badMargin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "quote.products.cost": (v8/*:: as any*/),
        "quote.products.costStructure": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CostStructure"
        },
        "quote.products.costStructure.id": (v6/*:: as any*/),
        "quote.products.costStructure.name": (v7/*:: as any*/),
        "quote.products.databaseId": (v9/*:: as any*/),
        "quote.products.exceptions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteException"
        },
        "quote.products.exceptions.id": (v6/*:: as any*/),
        "quote.products.exceptions.summary": (v7/*:: as any*/),
        "quote.products.extensionPrice": (v8/*:: as any*/),
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
        "quote.products.fillSummary.notes.label": (v7/*:: as any*/),
        "quote.products.fillSummary.notes.note": (v7/*:: as any*/),
        "quote.products.fillSummary.refuses": (v10/*:: as any*/),
        "quote.products.fillSummary.takes": (v10/*:: as any*/),
        "quote.products.hauler": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteHauler"
        },
        "quote.products.hauler.databaseId": (v9/*:: as any*/),
        "quote.products.hauler.id": (v6/*:: as any*/),
        "quote.products.hauler.name": (v7/*:: as any*/),
        "quote.products.hauler.type": {
          "enumValues": [
            "inNetwork",
            "outOfNetwork"
          ],
          "nullable": false,
          "plural": false,
          "type": "HaulerType"
        },
        "quote.products.id": (v6/*:: as any*/),
        "quote.products.makoPreferred": (v11/*:: as any*/),
        "quote.products.mustCall": (v11/*:: as any*/),
        "quote.products.netsuiteItemName": (v12/*:: as any*/),
        "quote.products.noService": (v11/*:: as any*/),
        "quote.products.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteNote"
        },
        "quote.products.notes.description": (v7/*:: as any*/),
        "quote.products.notes.id": (v6/*:: as any*/),
        "quote.products.overagePrice": (v8/*:: as any*/),
        "quote.products.permitNotes": (v12/*:: as any*/),
        "quote.products.preferred": (v11/*:: as any*/),
        "quote.products.price": (v8/*:: as any*/),
        "quote.products.productNotes": (v12/*:: as any*/),
        "quote.products.profitability": (v8/*:: as any*/),
        "quote.products.region": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteRegion"
        },
        "quote.products.region.id": (v6/*:: as any*/),
        "quote.products.region.name": (v7/*:: as any*/),
        "quote.products.region.phone": (v12/*:: as any*/),
        "quote.products.size": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Size"
        },
        "quote.products.size.id": (v6/*:: as any*/),
        "quote.products.size.name": (v7/*:: as any*/),
        "quote.products.soldQtyLast45": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "quote.products.tax": (v8/*:: as any*/),
        "quote.products.taxBase": (v8/*:: as any*/),
        "quote.products.taxRate": (v12/*:: as any*/),
        "quote.products.tonnageLabel": (v12/*:: as any*/),
        "quote.products.wasteType": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "WasteType"
        },
        "quote.products.wasteType.id": (v6/*:: as any*/),
        "quote.products.wasteType.name": (v7/*:: as any*/),
        "quote.products.zone": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteZone"
        },
        "quote.products.zone.id": (v6/*:: as any*/),
        "quote.products.zone.name": (v7/*:: as any*/)
      }
    },
    "name": "ResultsListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c8f0fc892ea3695b5cc79468d4e4fa77";

export default node;
