/**
 * @generated SignedSource<<983a95c4df03335b3bf9c8e553ba113f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingForm_query$data = {
  readonly lookups: {
    readonly brands: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly costStructures: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly productLines: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly serviceTypes: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly sizes: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly wasteTypes: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
  readonly " $fragmentType": "PricingForm_query";
};
export type PricingForm_query$key = {
  readonly " $data"?: PricingForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingForm_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Lookups",
      "kind": "LinkedField",
      "name": "lookups",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Size",
          "kind": "LinkedField",
          "name": "sizes",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WasteType",
          "kind": "LinkedField",
          "name": "wasteTypes",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Brand",
          "kind": "LinkedField",
          "name": "brands",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductLine",
          "kind": "LinkedField",
          "name": "productLines",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceType",
          "kind": "LinkedField",
          "name": "serviceTypes",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CostStructure",
          "kind": "LinkedField",
          "name": "costStructures",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "f82ab9238fa1b6cf03acc410bec206fb";

export default node;
