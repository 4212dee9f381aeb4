/**
 * @generated SignedSource<<72f724fc7381ca64108b4171785a1e76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFillExceptions_product$data = {
  readonly fillExceptions: ReadonlyArray<{
    readonly allowed: boolean;
    readonly label: string;
    readonly note: string | null | undefined;
  }>;
  readonly " $fragmentType": "ProductFillExceptions_product";
};
export type ProductFillExceptions_product$key = {
  readonly " $data"?: ProductFillExceptions_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFillExceptions_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFillExceptions_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FillException",
      "kind": "LinkedField",
      "name": "fillExceptions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "56c90501120ce6e531b03c7e686a6b3e";

export default node;
