/**
 * @generated SignedSource<<83bb16b941ac7515d170c6bbfd5d2fe4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ZoneForm_query$data = {
  readonly markets?: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
  readonly " $fragmentType": "ZoneForm_query";
};
export type ZoneForm_query$key = {
  readonly " $data"?: ZoneForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "canEdit"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneForm_query",
  "selections": [
    {
      "condition": "canEdit",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 100
            }
          ],
          "concreteType": "MarketConnection",
          "kind": "LinkedField",
          "name": "markets",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Market",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "markets(first:100)"
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b9866c81262b2670cd418469581f6105";

export default node;
