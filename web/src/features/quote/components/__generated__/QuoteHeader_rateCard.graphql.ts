/**
 * @generated SignedSource<<51d2ebd6299e386bf7cd48cdc983f469>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteHeader_rateCard$data = {
  readonly market: {
    readonly name: string;
    readonly ourPhone: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "QuoteHeader_rateCard";
};
export type QuoteHeader_rateCard$key = {
  readonly " $data"?: QuoteHeader_rateCard$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteHeader_rateCard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteHeader_rateCard",
  "selections": [
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ourPhone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteSearch",
  "abstractKey": null
};

(node as any).hash = "04537f1d5f1cce878b5d3ac21fbe8cda";

export default node;
