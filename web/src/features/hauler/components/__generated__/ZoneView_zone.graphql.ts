/**
 * @generated SignedSource<<a8cbbde38441a2efa4283edd86a841ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ZoneView_zone$data = {
  readonly active: boolean;
  readonly alerts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"RecordAlertList_alerts">;
  }>;
  readonly id: string;
  readonly name: string;
  readonly region: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PricingTab_zone" | "ZoneForm_zone" | "ZoneMapPanel_zone">;
  readonly " $fragmentType": "ZoneView_zone";
};
export type ZoneView_zone$key = {
  readonly " $data"?: ZoneView_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneView_zone">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneView_zone",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Region",
      "kind": "LinkedField",
      "name": "region",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Alert",
      "kind": "LinkedField",
      "name": "alerts",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RecordAlertList_alerts"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ZoneForm_zone"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PricingTab_zone"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ZoneMapPanel_zone"
    }
  ],
  "type": "Zone",
  "abstractKey": null
};
})();

(node as any).hash = "bf1a440be9bc7622749f050504101099";

export default node;
