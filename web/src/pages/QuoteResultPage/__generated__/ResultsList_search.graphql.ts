/**
 * @generated SignedSource<<f38d2690185705a2edd75567210740b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultsList_search$data = {
  readonly products: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PriceCalculatorButton_product" | "ProductCard_product" | "useFilterableProducts_products">;
  }>;
  readonly " $fragmentType": "ResultsList_search";
};
export type ResultsList_search$key = {
  readonly " $data"?: ResultsList_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultsList_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultsList_search",
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
          "name": "useFilterableProducts_products"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProductCard_product"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PriceCalculatorButton_product"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteSearch",
  "abstractKey": null
};

(node as any).hash = "f9f65e23c50671b8eeda3338981b59bb";

export default node;
