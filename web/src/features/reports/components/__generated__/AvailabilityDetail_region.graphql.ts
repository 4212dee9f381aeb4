/**
 * @generated SignedSource<<203b966010161f120d309b36e7511bf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AvailabilityDetail_region$data = {
  readonly contractAvailability: ReadonlyArray<{
    readonly daysOut: number | null | undefined;
    readonly deliveryType: DeliveryType;
    readonly id: string;
    readonly mustCallAll: boolean;
    readonly nextDayActive: boolean;
    readonly nextDayMustCall: boolean;
    readonly noService: boolean;
    readonly noServiceReason: string | null | undefined;
    readonly sameDayActive: boolean;
    readonly sameDayMustCall: boolean;
    readonly saturdayActive: boolean;
    readonly saturdayMustCall: boolean;
    readonly size: {
      readonly databaseId: number;
    } | null | undefined;
    readonly sundayActive: boolean;
    readonly sundayMustCall: boolean;
    readonly twoDayNoticeActive: boolean;
    readonly twoDayNoticeMustCall: boolean;
    readonly windowActive: boolean;
    readonly windowDays: number | null | undefined;
  }>;
  readonly currentAvailability: {
    readonly calculatedAt: any | null | undefined;
    readonly rows: ReadonlyArray<{
      readonly databaseId: number;
      readonly deliveryDate: {
        readonly friendlyText: string;
      } | null | undefined;
      readonly deliveryType: DeliveryType;
      readonly mustCall: boolean;
      readonly noService: boolean;
      readonly size: {
        readonly databaseId: number;
        readonly yards: number | null | undefined;
      } | null | undefined;
      readonly title: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "AvailabilityDetail_region";
};
export type AvailabilityDetail_region$key = {
  readonly " $data"?: AvailabilityDetail_region$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityDetail_region">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryType",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noService",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailabilityDetail_region",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CurrentAvailability",
      "kind": "LinkedField",
      "name": "currentAvailability",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "calculatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CurrentAvailabilityRow",
          "kind": "LinkedField",
          "name": "rows",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Size",
              "kind": "LinkedField",
              "name": "size",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "yards",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mustCall",
              "storageKey": null
            },
            (v2/*:: as any*/),
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractAvailability",
      "kind": "LinkedField",
      "name": "contractAvailability",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Size",
          "kind": "LinkedField",
          "name": "size",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        (v2/*:: as any*/),
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
          "name": "mustCallAll",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sameDayActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sameDayMustCall",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDayActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDayMustCall",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twoDayNoticeActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twoDayNoticeMustCall",
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
          "name": "saturdayMustCall",
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
          "name": "sundayMustCall",
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
          "name": "daysOut",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Region",
  "abstractKey": null
};
})();

(node as any).hash = "9b55b877906fb474f7a7fbaf6910d967";

export default node;
