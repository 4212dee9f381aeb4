/**
 * @generated SignedSource<<c6a6d35c8a1ded6c5c6f4d70b821a343>>
 * @relayHash 865faef60cbc939f758add383513bcf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8fec37c7fee44aa789a31365da9cf4050e4f39b1edcde9ff1e15661c6daca90

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteMapPanelTestQuery$variables = Record<PropertyKey, never>;
export type QuoteMapPanelTestQuery$data = {
  readonly quote: {
    readonly " $fragmentSpreads": FragmentRefs<"QuoteMapPanel_search">;
  } | null | undefined;
};
export type QuoteMapPanelTestQuery = {
  response: QuoteMapPanelTestQuery$data;
  variables: QuoteMapPanelTestQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boundaries",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "JSON"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuoteMapPanelTestQuery",
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
            "name": "QuoteMapPanel_search"
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
    "name": "QuoteMapPanelTestQuery",
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
            "concreteType": "LatLng",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lng",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Place",
            "kind": "LinkedField",
            "name": "place",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "streetViewAvailable",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteZone",
            "kind": "LinkedField",
            "name": "zones",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteHauler",
                "kind": "LinkedField",
                "name": "hauler",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteGeoNote",
            "kind": "LinkedField",
            "name": "geoNotes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SpecialUseArea",
            "kind": "LinkedField",
            "name": "specialUseAreas",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "specialUse",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteMarket",
            "kind": "LinkedField",
            "name": "market",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteLocale",
            "kind": "LinkedField",
            "name": "locale",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fips",
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
    "id": "b8fec37c7fee44aa789a31365da9cf4050e4f39b1edcde9ff1e15661c6daca90",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.geoNotes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteGeoNote"
        },
        "quote.geoNotes.boundaries": (v5/*:: as any*/),
        "quote.geoNotes.color": (v6/*:: as any*/),
        "quote.geoNotes.id": (v7/*:: as any*/),
        "quote.geoNotes.name": (v6/*:: as any*/),
        "quote.id": (v7/*:: as any*/),
        "quote.locale": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteLocale"
        },
        "quote.locale.fips": (v8/*:: as any*/),
        "quote.location": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LatLng"
        },
        "quote.location.lat": (v9/*:: as any*/),
        "quote.location.lng": (v9/*:: as any*/),
        "quote.market": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteMarket"
        },
        "quote.market.boundaries": (v5/*:: as any*/),
        "quote.market.id": (v7/*:: as any*/),
        "quote.market.name": (v6/*:: as any*/),
        "quote.place": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Place"
        },
        "quote.place.streetViewAvailable": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "quote.specialUseAreas": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SpecialUseArea"
        },
        "quote.specialUseAreas.boundaries": (v5/*:: as any*/),
        "quote.specialUseAreas.id": (v7/*:: as any*/),
        "quote.specialUseAreas.name": (v6/*:: as any*/),
        "quote.specialUseAreas.specialUse": (v6/*:: as any*/),
        "quote.zones": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuoteZone"
        },
        "quote.zones.boundaries": (v5/*:: as any*/),
        "quote.zones.color": (v8/*:: as any*/),
        "quote.zones.hauler": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QuoteHauler"
        },
        "quote.zones.hauler.id": (v7/*:: as any*/),
        "quote.zones.hauler.name": (v6/*:: as any*/),
        "quote.zones.id": (v7/*:: as any*/),
        "quote.zones.name": (v6/*:: as any*/)
      }
    },
    "name": "QuoteMapPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "38a740695d1a6eaac80a98861a4eb299";

export default node;
