/**
 * @generated SignedSource<<8fa5397a9f6c7f169eacfc2453d0ff9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateRecordTab_product$data = {
  readonly customerPriceKey: string | null | undefined;
  readonly " $fragmentType": "CreateRecordTab_product";
};
export type CreateRecordTab_product$key = {
  readonly " $data"?: CreateRecordTab_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateRecordTab_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateRecordTab_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerPriceKey",
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "ceed5d8ccfcefbb8bae3f37f1e1217a9";

export default node;
