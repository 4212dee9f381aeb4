/**
 * @generated SignedSource<<f2df8664bd991c0874205fdb14f68cc7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HaulerSidebar_hauler$data = {
  readonly regions: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"SidebarRegion_region">;
  }>;
  readonly " $fragmentType": "HaulerSidebar_hauler";
};
export type HaulerSidebar_hauler$key = {
  readonly " $data"?: HaulerSidebar_hauler$data;
  readonly " $fragmentSpreads": FragmentRefs<"HaulerSidebar_hauler">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HaulerSidebar_hauler",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Region",
      "kind": "LinkedField",
      "name": "regions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SidebarRegion_region"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Hauler",
  "abstractKey": null
};

(node as any).hash = "fb06bf7b45824f352a74657c5da5ad61";

export default node;
