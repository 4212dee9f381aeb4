/**
 * @generated SignedSource<<7bac3893772181bbd05b7e1a858f642a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppTopBar_viewer$data = {
  readonly firstName: string | null | undefined;
  readonly internal: boolean;
  readonly username: string;
  readonly " $fragmentType": "AppTopBar_viewer";
};
export type AppTopBar_viewer$key = {
  readonly " $data"?: AppTopBar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppTopBar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppTopBar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internal",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "ca87cbcdd64836091c036888507a5462";

export default node;
