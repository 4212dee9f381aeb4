/**
 * @generated SignedSource<<01dc450705f085e987db93a54f387216>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteGreeting_viewer$data = {
  readonly firstName: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "QuoteGreeting_viewer";
};
export type QuoteGreeting_viewer$key = {
  readonly " $data"?: QuoteGreeting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteGreeting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteGreeting_viewer",
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

(node as any).hash = "a6fe3e0ef50f6a56c6865b4545ef4023";

export default node;
