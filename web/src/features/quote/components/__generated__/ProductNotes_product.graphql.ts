/**
 * @generated SignedSource<<fdd70f96eb9d8abae076a2a975b5424e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductNotes_product$data = {
  readonly alerts: ReadonlyArray<{
    readonly id: string;
    readonly text: string;
  }>;
  readonly exceptions: ReadonlyArray<{
    readonly id: string;
    readonly summary: string;
  }>;
  readonly notes: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
  }>;
  readonly productNotes: string | null | undefined;
  readonly " $fragmentType": "ProductNotes_product";
};
export type ProductNotes_product$key = {
  readonly " $data"?: ProductNotes_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductNotes_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductNotes_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productNotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteException",
      "kind": "LinkedField",
      "name": "exceptions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "summary",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteAlert",
      "kind": "LinkedField",
      "name": "alerts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteNote",
      "kind": "LinkedField",
      "name": "notes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
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

(node as any).hash = "73400a6f8da3ec6ba35ae3fbfe1dd295";

export default node;
