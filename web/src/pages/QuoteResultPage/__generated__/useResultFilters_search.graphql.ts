/**
 * @generated SignedSource<<4f21e7750f9078b289b8a88f8075f4a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useResultFilters_search$data = {
  readonly id: string;
  readonly products: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"useFilterableProducts_products">;
  }>;
  readonly " $fragmentType": "useResultFilters_search";
};
export type useResultFilters_search$key = {
  readonly " $data"?: useResultFilters_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"useResultFilters_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useResultFilters_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteSearch",
  "abstractKey": null
};

(node as any).hash = "6fc667f3fa86cd111140f26429d12f70";

export default node;
