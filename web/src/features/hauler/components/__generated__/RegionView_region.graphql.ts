/**
 * @generated SignedSource<<81e6539cccf1b0a49d2c22ee3b8daac5>>
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
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"ContractAvailabilityTab_region" | "CurrentAvailabilityTab_region" | "RegionForm_region">;
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
      "name": "id",
      "storageKey": null
    },
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContractAvailabilityTab_region"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CurrentAvailabilityTab_region"
    }
  ],
  "type": "Region",
  "abstractKey": null
};

(node as any).hash = "70632f3523b9f58a4930ae2c1f89136b";

export default node;
