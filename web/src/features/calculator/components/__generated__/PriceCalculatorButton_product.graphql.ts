/**
 * @generated SignedSource<<3dc714e518a0e6cbe6167e7f9cf7eff0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceCalculatorButton_product$data = {
  readonly id: string;
  readonly " $fragmentType": "PriceCalculatorButton_product";
};
export type PriceCalculatorButton_product$key = {
  readonly " $data"?: PriceCalculatorButton_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceCalculatorButton_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceCalculatorButton_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "86bf10b8c480d379d47b7b30558ddab4";

export default node;
