/**
 * @generated SignedSource<<2e9cdd79f83d2ca95805510ccaf94251>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingTab_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PricingForm_query">;
  readonly " $fragmentType": "PricingTab_query";
};
export type PricingTab_query$key = {
  readonly " $data"?: PricingTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingTab_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingTab_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PricingForm_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c63a7886fcb03b37fdb35e9972875adb";

export default node;
