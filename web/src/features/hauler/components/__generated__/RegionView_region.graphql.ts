/**
 * @generated SignedSource<<0b6eaa2357da4c568cc9b4ab60181e11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegionView_region$data = {
  readonly alerts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"RecordAlertList_alerts">;
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
          "name": "RecordAlertList_alerts"
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

(node as any).hash = "656a84f354d1d1f6108a634f350c2011";

export default node;
