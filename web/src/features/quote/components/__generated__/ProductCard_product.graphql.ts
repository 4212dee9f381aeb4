/**
 * @generated SignedSource<<b485210776126f6a6fa783b70558f3f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductCard_product$data = {
  readonly databaseId: number;
  readonly hauler: {
    readonly type: HaulerType;
  };
  readonly price: any | null | undefined;
  readonly size: {
    readonly name: string;
  } | null | undefined;
  readonly wasteType: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductAvailability_product" | "ProductFigures_product" | "ProductFillExceptions_product" | "ProductHeading_product" | "ProductNotes_product" | "ProductPermit_product" | "ProductPrices_product">;
  readonly " $fragmentType": "ProductCard_product";
};
export type ProductCard_product$key = {
  readonly " $data"?: ProductCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCard_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
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
      "concreteType": "Size",
      "kind": "LinkedField",
      "name": "size",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WasteType",
      "kind": "LinkedField",
      "name": "wasteType",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "name": "ProductHeading_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductFigures_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductPrices_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductAvailability_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductPermit_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductNotes_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductFillExceptions_product"
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};
})();

(node as any).hash = "1903d04ef6a8711c3f06f0001e978ef5";

export default node;
