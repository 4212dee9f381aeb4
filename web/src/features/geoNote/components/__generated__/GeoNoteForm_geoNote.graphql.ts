/**
 * @generated SignedSource<<4b1b8c194163c25dd69e74f22bf78563>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GeoNoteColor = "green" | "orange" | "red" | "yellow" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GeoNoteForm_geoNote$data = {
  readonly active: boolean;
  readonly boundaries: any | null | undefined;
  readonly color: GeoNoteColor;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "GeoNoteForm_geoNote";
};
export type GeoNoteForm_geoNote$key = {
  readonly " $data"?: GeoNoteForm_geoNote$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeoNoteForm_geoNote">;
};

import GeoNoteFormRefetchQuery_graphql from './GeoNoteFormRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": GeoNoteFormRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "GeoNoteForm_geoNote",
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
      "name": "description",
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
      "name": "boundaries",
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

(node as any).hash = "6463c77f9dc658d4fd52f20a08945534";

export default node;
