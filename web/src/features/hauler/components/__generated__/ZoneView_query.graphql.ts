/**
 * @generated SignedSource<<92184d2528d3ebfedac7047884d3536c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ZoneView_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PricingTab_query" | "ZoneForm_query">;
  readonly " $fragmentType": "ZoneView_query";
};
export type ZoneView_query$key = {
  readonly " $data"?: ZoneView_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneView_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneView_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ZoneForm_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PricingTab_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7dea7cb85e1e10c5fc5b4ae84b6f0499";

export default node;
