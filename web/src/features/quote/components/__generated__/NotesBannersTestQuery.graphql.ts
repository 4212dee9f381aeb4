/**
 * @generated SignedSource<<b3d0f32a6112904b7ee38b4db2383a43>>
 * @relayHash a329496494696347b4ba6c94797ed365
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6257c4359b51088a14bce236e139c66f0bf2b60fa4be1b1eefcf324aecd3e61

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotesBannersTestQuery$variables = Record<PropertyKey, never>;
export type NotesBannersTestQuery$data = {
  readonly quote: {
    readonly " $fragmentSpreads": FragmentRefs<"NotesBanners_search">;
  } | null | undefined;
};
export type NotesBannersTestQuery = {
  response: NotesBannersTestQuery$data;
  variables: NotesBannersTestQuery$variables;
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
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
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
    "name": "NotesBannersTestQuery",
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
            "name": "NotesBanners_search"
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
    "name": "NotesBannersTestQuery",
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
            "kind": "ScalarField",
            "name": "nearby",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bufferMiles",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              (v1/*:: as any*/)
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
                "name": "specialUse",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "haulerName",
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
    "id": "f6257c4359b51088a14bce236e139c66f0bf2b60fa4be1b1eefcf324aecd3e61",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "quote": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteSearch"
        },
        "quote.bufferMiles": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "quote.id": (v2/*:: as any*/),
        "quote.market": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QuoteMarket"
        },
        "quote.market.id": (v2/*:: as any*/),
        "quote.market.note": (v3/*:: as any*/),
        "quote.nearby": {
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
        "quote.specialUseAreas.haulerName": (v3/*:: as any*/),
        "quote.specialUseAreas.id": (v2/*:: as any*/),
        "quote.specialUseAreas.name": (v4/*:: as any*/),
        "quote.specialUseAreas.specialUse": (v4/*:: as any*/)
      }
    },
    "name": "NotesBannersTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4584a0c15ffd196052c0570f4ed7bc29";

export default node;
