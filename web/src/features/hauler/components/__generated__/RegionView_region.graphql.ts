/**
 * @generated SignedSource<<7f13ab8ad0a6f14300e2c895efc03cd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegionView_region$data = {
  readonly alerts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AlertList_alerts">;
  }>;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"RegionForm_region">;
  readonly " $fragmentType": "RegionView_region";
};
export type RegionView_region$key = {
  readonly " $data"?: RegionView_region$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegionView_region">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegionView_region",
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
      "concreteType": "Alert",
      "kind": "LinkedField",
      "name": "alerts",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AlertList_alerts"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RegionForm_region"
    }
  ],
  "type": "Region",
  "abstractKey": null
};

(node as any).hash = "97d13b139a511de3de75fed91e906237";

export default node;
