/**
 * @generated SignedSource<<d5cde59512cfb03828e6178d27eb4fac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AvailabilityDay = "saturday" | "sunday" | "today" | "tomorrow" | "%future added value";
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResultsList_search$data = {
  readonly products: ReadonlyArray<{
    readonly availableOn: ReadonlyArray<AvailabilityDay>;
    readonly costStructure: {
      readonly databaseId: number;
      readonly name: string;
    } | null | undefined;
    readonly hauler: {
      readonly databaseId: number;
      readonly name: string;
      readonly type: HaulerType;
    };
    readonly id: string;
    readonly mustCall: boolean;
    readonly noService: boolean;
    readonly preferred: boolean;
    readonly preferredRank: number | null | undefined;
    readonly price: any | null | undefined;
    readonly rank: number;
    readonly size: {
      readonly databaseId: number;
      readonly name: string;
    } | null | undefined;
    readonly tonnage: string | null | undefined;
    readonly wasteType: {
      readonly databaseId: number;
      readonly name: string;
    } | null | undefined;
    readonly zone: {
      readonly aggregateRanking: number | null | undefined;
      readonly databaseId: number;
      readonly name: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"PriceCalculatorButton_product" | "ProductCard_product">;
  }>;
  readonly " $fragmentType": "ResultsList_search";
};
export type ResultsList_search$key = {
  readonly " $data"?: ResultsList_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultsList_search">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultsList_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteProduct",
      "kind": "LinkedField",
      "name": "products",
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
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preferred",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preferredRank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tonnage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noService",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mustCall",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "availableOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Size",
          "kind": "LinkedField",
          "name": "size",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WasteType",
          "kind": "LinkedField",
          "name": "wasteType",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CostStructure",
          "kind": "LinkedField",
          "name": "costStructure",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuoteZone",
          "kind": "LinkedField",
          "name": "zone",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "aggregateRanking",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QuoteHauler",
          "kind": "LinkedField",
          "name": "hauler",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProductCard_product"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PriceCalculatorButton_product"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteSearch",
  "abstractKey": null
};
})();

(node as any).hash = "eadd8d4cb96ef82d16d454377213f44f";

export default node;
