/**
 * @generated SignedSource<<2c6ea6895dfad957adda0db6bca26830>>
 * @relayHash 3adb360969fbc888c30f8ffe9c085146
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f9a5149657c198b05f712eafdde33aec244526fbc0eee4523f2a04654027baa

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteHeaderTestQuery$variables = Record<PropertyKey, never>;
export type QuoteHeaderTestQuery$data = {
  readonly quote: {
    readonly " $fragmentSpreads": FragmentRefs<"QuoteHeader_rateCard" | "QuoteHeader_search">;
  } | null | undefined;
};
export type QuoteHeaderTestQuery = {
  response: QuoteHeaderTestQuery$data;
  variables: QuoteHeaderTestQuery$variables;
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
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v6 = {
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
    "name": "QuoteHeaderTestQuery",
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
            "name": "QuoteHeader_search"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QuoteHeader_rateCard"
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
    "name": "QuoteHeaderTestQuery",
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
            "concreteType": "Place",
            "kind": "LinkedField",
            "name": "place",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formattedAddress",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
            "concreteType": "QuoteMarket",
            "kind": "LinkedField",
            "name": "market",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ourPhone",
                "storageKey": null
              }
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimeZone",
            "kind": "LinkedField",
            "name": "timeZone",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZoneId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZoneName",
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
    "id": "9f9a5149657c198b05f712eafdde33aec244526fbc0eee4523f2a04654027baa",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.id": (v3/*:: as any*/),
        "quote.locale": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteLocale"
        },
        "quote.locale.name": (v4/*:: as any*/),
        "quote.locale.state": (v5/*:: as any*/),
        "quote.location": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LatLng"
        },
        "quote.location.lat": (v6/*:: as any*/),
        "quote.location.lng": (v6/*:: as any*/),
        "quote.market": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteMarket"
        },
        "quote.market.id": (v3/*:: as any*/),
        "quote.market.name": (v4/*:: as any*/),
        "quote.market.ourPhone": (v5/*:: as any*/),
        "quote.place": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Place"
        },
        "quote.place.formattedAddress": (v4/*:: as any*/),
        "quote.timeZone": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TimeZone"
        },
        "quote.timeZone.timeZoneId": (v4/*:: as any*/),
        "quote.timeZone.timeZoneName": (v5/*:: as any*/)
      }
    },
    "name": "QuoteHeaderTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b1c5b16777c0a6a46535ebfacffae578";

export default node;
