/**
 * @generated SignedSource<<f61717806cb54b07de074800dc7e6065>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteWelcome_viewer$data = {
  readonly firstName: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "QuoteWelcome_viewer";
};
export type QuoteWelcome_viewer$key = {
  readonly " $data"?: QuoteWelcome_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteWelcome_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteWelcome_viewer",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "f3c86a333f980448b9955af0ed736aa4";

export default node;
