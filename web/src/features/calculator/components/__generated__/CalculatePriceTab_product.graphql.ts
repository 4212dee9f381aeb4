/**
 * @generated SignedSource<<aee058d1993ce6007b8864f44000353e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalculatePriceTab_product$data = {
  readonly cost: any | null | undefined;
  readonly price: any | null | undefined;
  readonly pricing: {
    readonly price: any | null | undefined;
  } | null | undefined;
  readonly taxRate: string | null | undefined;
  readonly " $fragmentType": "CalculatePriceTab_product";
};
export type CalculatePriceTab_product$key = {
  readonly " $data"?: CalculatePriceTab_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalculatePriceTab_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalculatePriceTab_product",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "taxRate",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};
})();

(node as any).hash = "f8cef65c01893a989ef37754f8359c70";

export default node;
