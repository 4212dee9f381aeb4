/**
 * @generated SignedSource<<687c06a99dba51aab6e20bd590ccd8f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductPermit_product$data = {
  readonly netsuiteItemName: string | null | undefined;
  readonly permitNotes: string | null | undefined;
  readonly " $fragmentType": "ProductPermit_product";
};
export type ProductPermit_product$key = {
  readonly " $data"?: ProductPermit_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPermit_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductPermit_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permitNotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "netsuiteItemName",
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "00b1911aad452363cfc9ee642dc6991d";

export default node;
