/**
 * @generated SignedSource<<4f8b5abd989bd01a9389caadf56ed04c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SearchType = "hauler" | "product" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SearchTypeChoice_viewer$data = {
  readonly id: string;
  readonly preferences: {
    readonly searchType: SearchType;
  };
  readonly " $fragmentType": "SearchTypeChoice_viewer";
};
export type SearchTypeChoice_viewer$key = {
  readonly " $data"?: SearchTypeChoice_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchTypeChoice_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchTypeChoice_viewer",
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
      "concreteType": "Preferences",
      "kind": "LinkedField",
      "name": "preferences",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "searchType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "05b7f18bb31d1982d42823605d1b3991";

export default node;
