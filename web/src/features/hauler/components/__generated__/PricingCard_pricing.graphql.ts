/**
 * @generated SignedSource<<4fada3cc29873b27036c5078c947fcc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingCard_pricing$data = {
  readonly cost: any | null | undefined;
  readonly extraDayPrice: any | null | undefined;
  readonly price: any | null | undefined;
  readonly pricePerTon: any | null | undefined;
  readonly productNotes: string | null | undefined;
  readonly rank: number;
  readonly rentalPeriod: number | null | undefined;
  readonly size: {
    readonly name: string;
  } | null | undefined;
  readonly tonnage: string | null | undefined;
  readonly wasteType: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "PricingCard_pricing";
};
export type PricingCard_pricing$key = {
  readonly " $data"?: PricingCard_pricing$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingCard_pricing">;
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
  "name": "PricingCard_pricing",
  "selections": [
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
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extraDayPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePerTon",
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
      "name": "rentalPeriod",
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
      "name": "productNotes",
      "storageKey": null
    }
  ],
  "type": "RolloffPricing",
  "abstractKey": null
};
})();

(node as any).hash = "eca63aefecdf01f873cc39de1511b6e0";

export default node;
