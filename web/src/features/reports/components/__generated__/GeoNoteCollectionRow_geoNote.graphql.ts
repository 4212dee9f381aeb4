/**
 * @generated SignedSource<<02a2f1d4abc6142a3179ff12d99aef57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GeoNoteColor = "green" | "orange" | "red" | "yellow" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GeoNoteCollectionRow_geoNote$data = {
  readonly active: boolean;
  readonly color: GeoNoteColor;
  readonly databaseId: number;
  readonly description: string;
  readonly name: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "GeoNoteCollectionRow_geoNote";
};
export type GeoNoteCollectionRow_geoNote$key = {
  readonly " $data"?: GeoNoteCollectionRow_geoNote$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeoNoteCollectionRow_geoNote">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeoNoteCollectionRow_geoNote",
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
      "name": "color",
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
      "name": "description",
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
  "type": "GeoNote",
  "abstractKey": null
};

(node as any).hash = "590e8fc71b5d104c490e4040c77aa904";

export default node;
