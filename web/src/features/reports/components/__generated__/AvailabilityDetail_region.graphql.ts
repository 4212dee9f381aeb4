/**
 * @generated SignedSource<<8c9aa361e0de257b3fcd19cdeab3a848>>
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
    readonly rows: ReadonlyArray<{
      readonly databaseId: number;
      readonly daysOut: number | null | undefined;
      readonly deliveryDate: {
        readonly friendlyText: string;
      } | null | undefined;
      readonly deliveryType: DeliveryType;
      readonly mustCall: boolean;
      readonly nextDayActive: boolean;
      readonly noService: boolean;
      readonly noServiceReason: string | null | undefined;
      readonly sameDayActive: boolean;
      readonly saturdayActive: boolean;
      readonly size: {
        readonly databaseId: number;
        readonly yards: number | null | undefined;
      } | null | undefined;
      readonly sundayActive: boolean;
      readonly title: string | null | undefined;
      readonly twoDayNoticeActive: boolean;
      readonly windowActive: boolean;
      readonly windowDays: number | null | undefined;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noServiceReason",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sameDayActive",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextDayActive",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "twoDayNoticeActive",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saturdayActive",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sundayActive",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "windowActive",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "windowDays",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daysOut",
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
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            (v9/*:: as any*/),
            (v10/*:: as any*/),
            (v11/*:: as any*/),
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
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mustCallAll",
          "storageKey": null
        },
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sameDayMustCall",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDayMustCall",
          "storageKey": null
        },
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twoDayNoticeMustCall",
          "storageKey": null
        },
        (v7/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "saturdayMustCall",
          "storageKey": null
        },
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sundayMustCall",
          "storageKey": null
        },
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        (v11/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Region",
  "abstractKey": null
};
})();

(node as any).hash = "d48b64f03d6d02dda2e01e8587248d4d";

export default node;
