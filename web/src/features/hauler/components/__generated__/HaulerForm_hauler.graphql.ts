/**
 * @generated SignedSource<<8735605b6d49d30ceb518b41c3100e2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HaulerForm_hauler$data = {
  readonly active: boolean;
  readonly id: string;
  readonly name: string;
  readonly type: HaulerType;
  readonly updatedAt: any;
  readonly " $fragmentType": "HaulerForm_hauler";
};
export type HaulerForm_hauler$key = {
  readonly " $data"?: HaulerForm_hauler$data;
  readonly " $fragmentSpreads": FragmentRefs<"HaulerForm_hauler">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HaulerForm_hauler",
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
      "name": "type",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Hauler",
  "abstractKey": null
};

(node as any).hash = "c2b351b64c22151148d2f360baf46f2e";

export default node;
