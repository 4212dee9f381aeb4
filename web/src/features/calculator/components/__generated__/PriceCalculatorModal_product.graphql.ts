/**
 * @generated SignedSource<<6ea4f9ba850399edb2006a3c2632cf87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceCalculatorModal_product$data = {
  readonly extensionPrice: any | null | undefined;
  readonly hauler: {
    readonly name: string;
  };
  readonly overagePrice: any | null | undefined;
  readonly price: any | null | undefined;
  readonly pricing: {
    readonly ancillaries: ReadonlyArray<{
      readonly price: any | null | undefined;
      readonly priceTypeName: string;
    }>;
  } | null | undefined;
  readonly size: {
    readonly name: string;
  } | null | undefined;
  readonly wasteType: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CalculatePriceTab_product" | "CreateRecordTab_product">;
  readonly " $fragmentType": "PriceCalculatorModal_product";
};
export type PriceCalculatorModal_product$key = {
  readonly " $data"?: PriceCalculatorModal_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceCalculatorModal_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v1 = [
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
  "name": "PriceCalculatorModal_product",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overagePrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extensionPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Size",
      "kind": "LinkedField",
      "name": "size",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WasteType",
      "kind": "LinkedField",
      "name": "wasteType",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteHauler",
      "kind": "LinkedField",
      "name": "hauler",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PricingBlock",
      "kind": "LinkedField",
      "name": "pricing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PricingAncillary",
          "kind": "LinkedField",
          "name": "ancillaries",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "priceTypeName",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CalculatePriceTab_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreateRecordTab_product"
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};
})();

(node as any).hash = "1bfe0e7de5816e532904ca4201dbbcab";

export default node;
