/**
 * @generated SignedSource<<3258f15ae67d7a6fe236bfc6bb3b258f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingTab_zone$data = {
  readonly id: string;
  readonly pricing: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PricingCard_pricing" | "PricingForm_pricing">;
  }>;
  readonly " $fragmentType": "PricingTab_zone";
};
export type PricingTab_zone$key = {
  readonly " $data"?: PricingTab_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingTab_zone">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingTab_zone",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RolloffPricing",
      "kind": "LinkedField",
      "name": "pricing",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PricingCard_pricing"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PricingForm_pricing"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Zone",
  "abstractKey": null
};
})();

(node as any).hash = "91fb0efb210c73bcb2fb6775217030e0";

export default node;
