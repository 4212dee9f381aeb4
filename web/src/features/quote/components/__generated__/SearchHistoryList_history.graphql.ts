/**
 * @generated SignedSource<<8362f50cb6736b87be5d82214fee511a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchHistoryList_history$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly createdAt: any | null | undefined;
      readonly formattedAddress: string | null | undefined;
      readonly id: string;
      readonly placeId: string | null | undefined;
      readonly resultCount: number;
    };
  }>;
  readonly " $fragmentType": "SearchHistoryList_history";
};
export type SearchHistoryList_history$key = {
  readonly " $data"?: SearchHistoryList_history$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchHistoryList_history">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchHistoryList_history",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchHistoryEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchHistoryEntry",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
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
              "name": "placeId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "formattedAddress",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "resultCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchHistoryConnection",
  "abstractKey": null
};

(node as any).hash = "e0221caecf6847103ed93b21bb87e546";

export default node;
