/**
 * @generated SignedSource<<e6a8fa4e3866b618b30fc32619189f13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HaulerCollectionRow_hauler$data = {
  readonly active: boolean;
  readonly databaseId: number;
  readonly name: string;
  readonly type: HaulerType;
  readonly updatedAt: any;
  readonly updatedBy: string;
  readonly " $fragmentType": "HaulerCollectionRow_hauler";
};
export type HaulerCollectionRow_hauler$key = {
  readonly " $data"?: HaulerCollectionRow_hauler$data;
  readonly " $fragmentSpreads": FragmentRefs<"HaulerCollectionRow_hauler">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HaulerCollectionRow_hauler",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedBy",
      "storageKey": null
    }
  ],
  "type": "Hauler",
  "abstractKey": null
};

(node as any).hash = "12e82c12d777e1ad0fc6696d53084666";

export default node;
