/**
 * @generated SignedSource<<fd26da18a0661922a3d3a6cfc1b0484e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFigures_product$data = {
  readonly badMargin: boolean | null | undefined;
  readonly cost: any | null | undefined;
  readonly extensionPrice: any | null | undefined;
  readonly overagePrice: any | null | undefined;
  readonly profitability: any | null | undefined;
  readonly soldQtyLast45: number | null | undefined;
  readonly " $fragmentType": "ProductFigures_product";
};
export type ProductFigures_product$key = {
  readonly " $data"?: ProductFigures_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFigures_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFigures_product",
  "selections": [
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
      "kind": "ScalarField",
      "name": "cost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profitability",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "badMargin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soldQtyLast45",
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "94a518f11c038a1ac0b513ec4194e416";

export default node;
