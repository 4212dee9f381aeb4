/**
 * @generated SignedSource<<8a772ab9df1ea0858b59a890ed8e62bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ZoneMapPanel_zone$data = {
  readonly boundaries: any | null | undefined;
  readonly hauler: {
    readonly type: HaulerType;
  };
  readonly id: string;
  readonly name: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "ZoneMapPanel_zone";
};
export type ZoneMapPanel_zone$key = {
  readonly " $data"?: ZoneMapPanel_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneMapPanel_zone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneMapPanel_zone",
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
      "kind": "ScalarField",
      "name": "boundaries",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Hauler",
      "kind": "LinkedField",
      "name": "hauler",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Zone",
  "abstractKey": null
};

(node as any).hash = "78760f0993f5e4b73d791b9824551b33";

export default node;
