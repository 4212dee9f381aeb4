/**
 * @generated SignedSource<<6eab51d235f557d307d40172a164cd38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFillExceptions_product$data = {
  readonly fillSummary: {
    readonly notes: ReadonlyArray<{
      readonly label: string;
      readonly note: string;
    }>;
    readonly refuses: ReadonlyArray<string>;
    readonly takes: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "ProductFillExceptions_product";
};
export type ProductFillExceptions_product$key = {
  readonly " $data"?: ProductFillExceptions_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFillExceptions_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFillExceptions_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FillSummary",
      "kind": "LinkedField",
      "name": "fillSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "takes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refuses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FillNote",
          "kind": "LinkedField",
          "name": "notes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "note",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "e7670be384e5291767a867d5959a6335";

export default node;
