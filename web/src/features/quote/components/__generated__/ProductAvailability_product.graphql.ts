/**
 * @generated SignedSource<<89c07e753e7707d060398e28fbf5ca99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductAvailability_product$data = {
  readonly availability: ReadonlyArray<{
    readonly deliveryDate: {
      readonly availabilityType: string;
      readonly friendlyText: string;
    };
    readonly deliveryType: DeliveryType;
    readonly deliveryTypeLabel: string;
    readonly nextAvailableService: any | null | undefined;
    readonly nextDayCutoff: string;
    readonly noServiceReason: string | null | undefined;
    readonly reasons: ReadonlyArray<{
      readonly kind: string;
      readonly text: string;
    }>;
    readonly sameDayCutoff: string;
    readonly saturdayActive: boolean;
    readonly saturdayCutoff: string;
    readonly sizeName: string | null | undefined;
    readonly sundayActive: boolean;
    readonly sundayCutoff: string;
    readonly windowActive: boolean;
    readonly windowDays: number | null | undefined;
  }>;
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
      "concreteType": "AvailabilityEntry",
      "kind": "LinkedField",
      "name": "availability",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliveryType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliveryTypeLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sizeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noServiceReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "windowActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "windowDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sameDayCutoff",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDayCutoff",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "saturdayActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "saturdayCutoff",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sundayActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sundayCutoff",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAvailableService",
          "storageKey": null
        },
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
              "name": "kind",
              "storageKey": null
            },
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

(node as any).hash = "23e98e419008d2317d13261ee45c6b9f";

export default node;
