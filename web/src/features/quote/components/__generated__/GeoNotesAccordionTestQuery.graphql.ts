/**
 * @generated SignedSource<<402cb65eb9beb40047aebf197c947bc5>>
 * @relayHash 0d4878fc2841f97d87e30fbf96885be5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 447b77e4db711286489139facd445a3796f95f553f94f4e280531ff583e23e8a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeoNotesAccordionTestQuery$variables = Record<PropertyKey, never>;
export type GeoNotesAccordionTestQuery$data = {
  readonly quote: {
    readonly " $fragmentSpreads": FragmentRefs<"GeoNotesAccordion_search">;
  } | null | undefined;
};
export type GeoNotesAccordionTestQuery = {
  response: GeoNotesAccordionTestQuery$data;
  variables: GeoNotesAccordionTestQuery$variables;
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
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GeoNotesAccordionTestQuery",
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
            "name": "GeoNotesAccordion_search"
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
    "name": "GeoNotesAccordionTestQuery",
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
            "concreteType": "QuoteGeoNote",
            "kind": "LinkedField",
            "name": "geoNotes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "colorName",
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
    "id": "447b77e4db711286489139facd445a3796f95f553f94f4e280531ff583e23e8a",
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
        "quote.geoNotes.color": (v2/*:: as any*/),
        "quote.geoNotes.colorName": (v2/*:: as any*/),
        "quote.geoNotes.description": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "quote.geoNotes.id": (v3/*:: as any*/),
        "quote.geoNotes.name": (v2/*:: as any*/),
        "quote.id": (v3/*:: as any*/)
      }
    },
    "name": "GeoNotesAccordionTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "248a1e6aaa096befe57d97266e83ad8f";

export default node;
