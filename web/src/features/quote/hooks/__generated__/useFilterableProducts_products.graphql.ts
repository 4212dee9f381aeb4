/**
 * @generated SignedSource<<9c3830eccf9d0367712cb7394796ee57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AvailabilityDay = "saturday" | "sunday" | "today" | "tomorrow" | "%future added value";
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useFilterableProducts_products$data = ReadonlyArray<{
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
  readonly " $fragmentType": "useFilterableProducts_products";
}>;
export type useFilterableProducts_products$key = ReadonlyArray<{
  readonly " $data"?: useFilterableProducts_products$data;
  readonly " $fragmentSpreads": FragmentRefs<"useFilterableProducts_products">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "useFilterableProducts_products",
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
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};
})();

(node as any).hash = "dfb1059a3b0b3070a52acf1e2391b8bf";

export default node;
