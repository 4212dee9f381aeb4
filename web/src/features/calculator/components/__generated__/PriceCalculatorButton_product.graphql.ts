/**
 * @generated SignedSource<<e6a0afc6ba893a5d32371569c66c9d9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceCalculatorButton_product$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PriceCalculatorModal_product">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "PriceCalculatorModal_product"
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "a99e11abf1dc1a47c005ebbbde03dde4";

export default node;
