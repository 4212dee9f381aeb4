/**
 * @generated SignedSource<<105378c058e003af0d92ea440d149dba>>
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
    readonly " $fragmentSpreads": FragmentRefs<"PricingCard_pricing">;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Zone",
  "abstractKey": null
};
})();

(node as any).hash = "71cdcb4c3e026e95526e0704fcfedb23";

export default node;
