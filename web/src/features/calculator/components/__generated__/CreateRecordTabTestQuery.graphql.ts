/**
 * @generated SignedSource<<e7b1fbef6c2d5d88ea8b61f9ad3ec62e>>
 * @relayHash 7bef4bc9d56e2cb99f6f2cc3f580c941
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 156b18552e801fa4bb323584019eccb1d624f2e703e03b886595bb8a2e0aa801

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateRecordTabTestQuery$variables = Record<PropertyKey, never>;
export type CreateRecordTabTestQuery$data = {
  readonly quote: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"CreateRecordTab_product">;
    }>;
  } | null | undefined;
};
export type CreateRecordTabTestQuery = {
  response: CreateRecordTabTestQuery$data;
  variables: CreateRecordTabTestQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateRecordTabTestQuery",
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
                "name": "CreateRecordTab_product"
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
    "name": "CreateRecordTabTestQuery",
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
                "name": "customerPriceKey",
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
    "id": "156b18552e801fa4bb323584019eccb1d624f2e703e03b886595bb8a2e0aa801",
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
        "quote.products.customerPriceKey": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "quote.products.id": (v2/*:: as any*/)
      }
    },
    "name": "CreateRecordTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7e2d819d461d018870131571bd04cda9";

export default node;
