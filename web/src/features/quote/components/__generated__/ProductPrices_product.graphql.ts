/**
 * @generated SignedSource<<c3b98b3686cbf95cf12103ddd0a1eb3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductPrices_product$data = {
  readonly price: any | null | undefined;
  readonly tax: any | null | undefined;
  readonly taxBase: any | null | undefined;
  readonly taxRate: string | null | undefined;
  readonly " $fragmentType": "ProductPrices_product";
};
export type ProductPrices_product$key = {
  readonly " $data"?: ProductPrices_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPrices_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductPrices_product",
  "selections": [
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
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "87a02f7a6ee43b9940a4bec4bbd9a4a2";

export default node;
