/**
 * @generated SignedSource<<2056363607c890948ca01082bfd8eeca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingForm_pricing$data = {
  readonly brand: {
    readonly id: string;
  } | null | undefined;
  readonly cost: any | null | undefined;
  readonly costPerTon: any | null | undefined;
  readonly costStructure: {
    readonly id: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly extraDayCost: any | null | undefined;
  readonly extraDayPrice: any | null | undefined;
  readonly id: string;
  readonly price: any | null | undefined;
  readonly pricePerTon: any | null | undefined;
  readonly productLine: {
    readonly id: string;
  } | null | undefined;
  readonly productNotes: string | null | undefined;
  readonly rentalPeriod: number | null | undefined;
  readonly serviceType: {
    readonly id: string;
  } | null | undefined;
  readonly size: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly taxRate: string | null | undefined;
  readonly tonnage: string | null | undefined;
  readonly updatedAt: any;
  readonly wasteType: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "PricingForm_pricing";
};
export type PricingForm_pricing$key = {
  readonly " $data"?: PricingForm_pricing$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingForm_pricing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingForm_pricing",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "updatedAt",
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
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "brand",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductLine",
      "kind": "LinkedField",
      "name": "productLine",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceType",
      "kind": "LinkedField",
      "name": "serviceType",
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
      "name": "extraDayCost",
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
      "name": "costPerTon",
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
      "name": "taxRate",
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

(node as any).hash = "db502385400b39e22c2ecf97c3f5c9b9";

export default node;
