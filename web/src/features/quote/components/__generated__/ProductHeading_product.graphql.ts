/**
 * @generated SignedSource<<0506162208452ece8887c6441aae3e3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HaulerType = "inNetwork" | "outOfNetwork" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductHeading_product$data = {
  readonly costStructure: {
    readonly name: string;
  } | null | undefined;
  readonly hauler: {
    readonly name: string;
    readonly type: HaulerType;
  };
  readonly makoPreferred: boolean;
  readonly mustCall: boolean;
  readonly noService: boolean;
  readonly preferred: boolean;
  readonly region: {
    readonly name: string;
    readonly phone: string | null | undefined;
  };
  readonly size: {
    readonly name: string;
  } | null | undefined;
  readonly tonnageLabel: string | null | undefined;
  readonly wasteType: {
    readonly name: string;
  } | null | undefined;
  readonly zone: {
    readonly name: string;
  };
  readonly " $fragmentType": "ProductHeading_product";
};
export type ProductHeading_product$key = {
  readonly " $data"?: ProductHeading_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductHeading_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductHeading_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tonnageLabel",
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
      "name": "makoPreferred",
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
      "concreteType": "CostStructure",
      "kind": "LinkedField",
      "name": "costStructure",
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
      "selections": [
        (v0/*:: as any*/),
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
      "alias": null,
      "args": null,
      "concreteType": "QuoteRegion",
      "kind": "LinkedField",
      "name": "region",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteZone",
      "kind": "LinkedField",
      "name": "zone",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};
})();

(node as any).hash = "298e61012adff751c7af01c1054f380f";

export default node;
