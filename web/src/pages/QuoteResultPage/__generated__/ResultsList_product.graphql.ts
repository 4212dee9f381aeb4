/**
 * @generated SignedSource<<ce09b324e3ee6e2638ee3142a6290db2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultsList_product$data = ReadonlyArray<{
  readonly hauler: {
    readonly databaseId: number;
    readonly name: string;
  };
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"PriceCalculatorButton_product" | "ProductCard_product">;
  readonly " $fragmentType": "ResultsList_product";
}>;
export type ResultsList_product$key = ReadonlyArray<{
  readonly " $data"?: ResultsList_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultsList_product">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ResultsList_product",
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
      "concreteType": "QuoteHauler",
      "kind": "LinkedField",
      "name": "hauler",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
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
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "402532d39fcd4eff68fac8d6e43ac59d";

export default node;
