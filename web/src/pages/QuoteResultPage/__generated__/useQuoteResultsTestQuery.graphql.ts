/**
 * @generated SignedSource<<a94276b6b07e826763523413fbedc459>>
 * @relayHash 97b73dee7636420845b30604156f1e99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90af0be95d935624ee0254ef9703c179f4b012c592c57a61c7ee50e1d83182a6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useQuoteResultsTestQuery$variables = Record<PropertyKey, never>;
export type useQuoteResultsTestQuery$data = {
  readonly quote: {
    readonly " $fragmentSpreads": FragmentRefs<"useQuoteResults_search">;
  } | null | undefined;
};
export type useQuoteResultsTestQuery = {
  response: useQuoteResultsTestQuery$data;
  variables: useQuoteResultsTestQuery$variables;
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
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 9
  },
  {
    "kind": "Literal",
    "name": "groupByHauler",
    "value": false
  },
  {
    "kind": "Literal",
    "name": "sort",
    "value": "def"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/),
  (v1/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v10 = [
  "inNetwork",
  "outOfNetwork",
  "all"
],
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Money"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v16 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "FacetValue"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useQuoteResultsTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "useQuoteResults_search"
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
    "name": "useQuoteResultsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QuoteSearch",
        "kind": "LinkedField",
        "name": "quote",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "productCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteNetworks",
            "kind": "LinkedField",
            "name": "networks",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "default",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "options",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "QuoteProductConnection",
            "kind": "LinkedField",
            "name": "results",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteFacets",
                "kind": "LinkedField",
                "name": "facets",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FacetValue",
                    "kind": "LinkedField",
                    "name": "sizes",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FacetValue",
                    "kind": "LinkedField",
                    "name": "tonnages",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FacetValue",
                    "kind": "LinkedField",
                    "name": "wasteTypes",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FacetValue",
                    "kind": "LinkedField",
                    "name": "availability",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FacetValue",
                    "kind": "LinkedField",
                    "name": "costStructures",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FacetValue",
                    "kind": "LinkedField",
                    "name": "serviceAreas",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteProductEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "QuoteProduct",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
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
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
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
                      (v5/*:: as any*/),
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
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "WasteType",
                        "kind": "LinkedField",
                        "name": "wasteType",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
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
                        "selections": (v7/*:: as any*/),
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
                          (v6/*:: as any*/),
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
                        "selections": (v7/*:: as any*/),
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
                              (v8/*:: as any*/)
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
                          (v8/*:: as any*/)
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
                              (v3/*:: as any*/),
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "results(first:9,groupByHauler:false,sort:\"def\")"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": [
              "filter",
              "sort",
              "groupByHauler"
            ],
            "handle": "connection",
            "key": "useQuoteResults_results",
            "kind": "LinkedHandle",
            "name": "results"
          }
        ],
        "storageKey": "quote(placeId:\"place-1\")"
      }
    ]
  },
  "params": {
    "id": "90af0be95d935624ee0254ef9703c179f4b012c592c57a61c7ee50e1d83182a6",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.id": (v9/*:: as any*/),
        "quote.networks": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteNetworks"
        },
        "quote.networks.default": {
          "enumValues": (v10/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "NetworkFilter"
        },
        "quote.networks.notes": (v11/*:: as any*/),
        "quote.networks.options": {
          "enumValues": (v10/*:: as any*/),
          "nullable": false,
          "plural": true,
          "type": "NetworkFilter"
        },
        "quote.productCount": (v12/*:: as any*/),
        "quote.results": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteProductConnection"
        },
        "quote.results.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteProductEdge"
        },
        "quote.results.edges.cursor": (v13/*:: as any*/),
        "quote.results.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteProduct"
        },
        "quote.results.edges.node.__typename": (v13/*:: as any*/),
        "quote.results.edges.node.alerts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteAlert"
        },
        "quote.results.edges.node.alerts.id": (v9/*:: as any*/),
        "quote.results.edges.node.alerts.text": (v13/*:: as any*/),
        "quote.results.edges.node.availabilitySummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AvailabilityEntry"
        },
        "quote.results.edges.node.availabilitySummary.deliveryDate": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DeliveryDate"
        },
        "quote.results.edges.node.availabilitySummary.deliveryDate.availabilityType": (v13/*:: as any*/),
        "quote.results.edges.node.availabilitySummary.deliveryDate.friendlyText": (v13/*:: as any*/),
        "quote.results.edges.node.availabilitySummary.reasons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AvailabilityReason"
        },
        "quote.results.edges.node.availabilitySummary.reasons.text": (v13/*:: as any*/),
        "quote.results.edges.node.badMargin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "quote.results.edges.node.cost": (v14/*:: as any*/),
        "quote.results.edges.node.costStructure": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CostStructure"
        },
        "quote.results.edges.node.costStructure.id": (v9/*:: as any*/),
        "quote.results.edges.node.costStructure.name": (v13/*:: as any*/),
        "quote.results.edges.node.databaseId": (v12/*:: as any*/),
        "quote.results.edges.node.exceptions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteException"
        },
        "quote.results.edges.node.exceptions.id": (v9/*:: as any*/),
        "quote.results.edges.node.exceptions.summary": (v13/*:: as any*/),
        "quote.results.edges.node.extensionPrice": (v14/*:: as any*/),
        "quote.results.edges.node.fillSummary": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "FillSummary"
        },
        "quote.results.edges.node.fillSummary.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "FillNote"
        },
        "quote.results.edges.node.fillSummary.notes.label": (v13/*:: as any*/),
        "quote.results.edges.node.fillSummary.notes.note": (v13/*:: as any*/),
        "quote.results.edges.node.fillSummary.refuses": (v11/*:: as any*/),
        "quote.results.edges.node.fillSummary.takes": (v11/*:: as any*/),
        "quote.results.edges.node.hauler": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteHauler"
        },
        "quote.results.edges.node.hauler.databaseId": (v12/*:: as any*/),
        "quote.results.edges.node.hauler.id": (v9/*:: as any*/),
        "quote.results.edges.node.hauler.name": (v13/*:: as any*/),
        "quote.results.edges.node.hauler.type": {
          "enumValues": [
            "inNetwork",
            "outOfNetwork"
          ],
          "nullable": false,
          "plural": false,
          "type": "HaulerType"
        },
        "quote.results.edges.node.id": (v9/*:: as any*/),
        "quote.results.edges.node.makoPreferred": (v15/*:: as any*/),
        "quote.results.edges.node.mustCall": (v15/*:: as any*/),
        "quote.results.edges.node.netsuiteItemName": (v16/*:: as any*/),
        "quote.results.edges.node.noService": (v15/*:: as any*/),
        "quote.results.edges.node.notes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteNote"
        },
        "quote.results.edges.node.notes.description": (v13/*:: as any*/),
        "quote.results.edges.node.notes.id": (v9/*:: as any*/),
        "quote.results.edges.node.overagePrice": (v14/*:: as any*/),
        "quote.results.edges.node.permitNotes": (v16/*:: as any*/),
        "quote.results.edges.node.preferred": (v15/*:: as any*/),
        "quote.results.edges.node.price": (v14/*:: as any*/),
        "quote.results.edges.node.productNotes": (v16/*:: as any*/),
        "quote.results.edges.node.profitability": (v14/*:: as any*/),
        "quote.results.edges.node.region": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteRegion"
        },
        "quote.results.edges.node.region.id": (v9/*:: as any*/),
        "quote.results.edges.node.region.name": (v13/*:: as any*/),
        "quote.results.edges.node.region.phone": (v16/*:: as any*/),
        "quote.results.edges.node.size": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Size"
        },
        "quote.results.edges.node.size.id": (v9/*:: as any*/),
        "quote.results.edges.node.size.name": (v13/*:: as any*/),
        "quote.results.edges.node.soldQtyLast45": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "quote.results.edges.node.tax": (v14/*:: as any*/),
        "quote.results.edges.node.taxBase": (v14/*:: as any*/),
        "quote.results.edges.node.taxRate": (v16/*:: as any*/),
        "quote.results.edges.node.tonnageLabel": (v16/*:: as any*/),
        "quote.results.edges.node.wasteType": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "WasteType"
        },
        "quote.results.edges.node.wasteType.id": (v9/*:: as any*/),
        "quote.results.edges.node.wasteType.name": (v13/*:: as any*/),
        "quote.results.edges.node.zone": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteZone"
        },
        "quote.results.edges.node.zone.id": (v9/*:: as any*/),
        "quote.results.edges.node.zone.name": (v13/*:: as any*/),
        "quote.results.facets": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteFacets"
        },
        "quote.results.facets.availability": (v17/*:: as any*/),
        "quote.results.facets.availability.count": (v12/*:: as any*/),
        "quote.results.facets.availability.label": (v13/*:: as any*/),
        "quote.results.facets.availability.value": (v13/*:: as any*/),
        "quote.results.facets.costStructures": (v17/*:: as any*/),
        "quote.results.facets.costStructures.count": (v12/*:: as any*/),
        "quote.results.facets.costStructures.label": (v13/*:: as any*/),
        "quote.results.facets.costStructures.value": (v13/*:: as any*/),
        "quote.results.facets.serviceAreas": (v17/*:: as any*/),
        "quote.results.facets.serviceAreas.count": (v12/*:: as any*/),
        "quote.results.facets.serviceAreas.label": (v13/*:: as any*/),
        "quote.results.facets.serviceAreas.value": (v13/*:: as any*/),
        "quote.results.facets.sizes": (v17/*:: as any*/),
        "quote.results.facets.sizes.count": (v12/*:: as any*/),
        "quote.results.facets.sizes.label": (v13/*:: as any*/),
        "quote.results.facets.sizes.value": (v13/*:: as any*/),
        "quote.results.facets.tonnages": (v17/*:: as any*/),
        "quote.results.facets.tonnages.count": (v12/*:: as any*/),
        "quote.results.facets.tonnages.label": (v13/*:: as any*/),
        "quote.results.facets.tonnages.value": (v13/*:: as any*/),
        "quote.results.facets.wasteTypes": (v17/*:: as any*/),
        "quote.results.facets.wasteTypes.count": (v12/*:: as any*/),
        "quote.results.facets.wasteTypes.label": (v13/*:: as any*/),
        "quote.results.facets.wasteTypes.value": (v13/*:: as any*/),
        "quote.results.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "quote.results.pageInfo.endCursor": (v16/*:: as any*/),
        "quote.results.pageInfo.hasNextPage": (v15/*:: as any*/),
        "quote.results.totalCount": (v12/*:: as any*/)
      }
    },
    "name": "useQuoteResultsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bffa26120f6711fef3fb2fb5a108505c";

export default node;
