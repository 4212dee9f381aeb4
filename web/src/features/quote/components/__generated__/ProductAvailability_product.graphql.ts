/**
 * @generated SignedSource<<3612d0dfffada3cd720efd4518bc85e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductAvailability_product$data = {
  readonly availabilitySummary: {
    readonly deliveryDate: {
      readonly availabilityType: string;
      readonly friendlyText: string;
    };
    readonly reasons: ReadonlyArray<{
      readonly text: string;
    }>;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "ProductAvailability_product";
};
export type ProductAvailability_product$key = {
  readonly " $data"?: ProductAvailability_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductAvailability_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductAvailability_product",
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
      "concreteType": "AvailabilityEntry",
      "kind": "LinkedField",
      "name": "availabilitySummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DeliveryDate",
          "kind": "LinkedField",
          "name": "deliveryDate",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "friendlyText",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "availabilityType",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AvailabilityReason",
          "kind": "LinkedField",
          "name": "reasons",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteProduct",
  "abstractKey": null
};

(node as any).hash = "665a74e0357344124b1ee43be8ffa291";

export default node;
