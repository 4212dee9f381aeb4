/**
 * @generated SignedSource<<58f84fbb259f8be4d8a256dae05e34de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractAvailabilityTab_region$data = {
  readonly contractAvailability: ReadonlyArray<{
    readonly daysOut: number | null | undefined;
    readonly deliveryType: DeliveryType;
    readonly id: string;
    readonly mustCallAll: boolean;
    readonly nextDayActive: boolean;
    readonly nextDayCutoffTime: string | null | undefined;
    readonly nextDayMustCall: boolean;
    readonly nextDayNotes: string | null | undefined;
    readonly noService: boolean;
    readonly noServiceReason: string | null | undefined;
    readonly sameDayActive: boolean;
    readonly sameDayCutoffTime: string | null | undefined;
    readonly sameDayMustCall: boolean;
    readonly sameDayNotes: string | null | undefined;
    readonly saturdayActive: boolean;
    readonly saturdayCutoffDay: Weekday | null | undefined;
    readonly saturdayCutoffTime: string | null | undefined;
    readonly saturdayMustCall: boolean;
    readonly saturdayNotes: string | null | undefined;
    readonly size: {
      readonly databaseId: number;
      readonly name: string;
      readonly yards: number | null | undefined;
    } | null | undefined;
    readonly sundayActive: boolean;
    readonly sundayCutoffDay: Weekday | null | undefined;
    readonly sundayCutoffTime: string | null | undefined;
    readonly sundayMustCall: boolean;
    readonly sundayNotes: string | null | undefined;
    readonly twoDayNoticeActive: boolean;
    readonly twoDayNoticeCutoffTime: string | null | undefined;
    readonly twoDayNoticeMustCall: boolean;
    readonly twoDayNoticeNotes: string | null | undefined;
    readonly updatedAt: any;
    readonly updatedBy: string;
    readonly windowActive: boolean;
    readonly windowDays: number | null | undefined;
  }>;
  readonly currentAvailability: {
    readonly calculatedAt: any | null | undefined;
    readonly rows: ReadonlyArray<{
      readonly daysOut: number | null | undefined;
      readonly daysOutCutoffTime: string | null | undefined;
      readonly deliveryType: DeliveryType;
      readonly mustCall: boolean;
      readonly nextDayActive: boolean;
      readonly nextDayCutoffTime: string | null | undefined;
      readonly noService: boolean;
      readonly noServiceReason: string | null | undefined;
      readonly sameDayActive: boolean;
      readonly sameDayCutoffTime: string | null | undefined;
      readonly saturdayActive: boolean;
      readonly saturdayCutoffDay: Weekday | null | undefined;
      readonly saturdayCutoffTime: string | null | undefined;
      readonly size: {
        readonly databaseId: number;
      } | null | undefined;
      readonly sundayActive: boolean;
      readonly sundayCutoffDay: Weekday | null | undefined;
      readonly sundayCutoffTime: string | null | undefined;
      readonly twoDayNoticeActive: boolean;
      readonly windowActive: boolean;
      readonly windowDays: number | null | undefined;
    }>;
  } | null | undefined;
  readonly id: string;
  readonly lastSavedAt: any | null | undefined;
  readonly lastSavedBy: string | null | undefined;
  readonly timezone: string;
  readonly " $fragmentType": "ContractAvailabilityTab_region";
};
export type ContractAvailabilityTab_region$key = {
  readonly " $data"?: ContractAvailabilityTab_region$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractAvailabilityTab_region">;
};

import ContractAvailabilityTabRefetchQuery_graphql from './ContractAvailabilityTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sameDayActive",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sameDayCutoffTime",
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
  "name": "nextDayCutoffTime",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "twoDayNoticeActive",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saturdayActive",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saturdayCutoffTime",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sundayActive",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sundayCutoffTime",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saturdayCutoffDay",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sundayCutoffDay",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noService",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noServiceReason",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "windowActive",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "windowDays",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daysOut",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ContractAvailabilityTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ContractAvailabilityTab_region",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timezone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSavedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSavedAt",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Size",
          "kind": "LinkedField",
          "name": "size",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
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
          "name": "updatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedBy",
          "storageKey": null
        },
        (v3/*:: as any*/),
        (v4/*:: as any*/),
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
          "name": "sameDayNotes",
          "storageKey": null
        },
        (v5/*:: as any*/),
        (v6/*:: as any*/),
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
          "name": "nextDayNotes",
          "storageKey": null
        },
        (v7/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twoDayNoticeCutoffTime",
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
          "name": "twoDayNoticeNotes",
          "storageKey": null
        },
        (v8/*:: as any*/),
        (v9/*:: as any*/),
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
          "name": "saturdayNotes",
          "storageKey": null
        },
        (v10/*:: as any*/),
        (v11/*:: as any*/),
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
          "name": "sundayNotes",
          "storageKey": null
        },
        (v12/*:: as any*/),
        (v13/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mustCallAll",
          "storageKey": null
        },
        (v14/*:: as any*/),
        (v15/*:: as any*/),
        (v16/*:: as any*/),
        (v17/*:: as any*/),
        (v18/*:: as any*/)
      ],
      "storageKey": null
    },
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Size",
              "kind": "LinkedField",
              "name": "size",
              "plural": false,
              "selections": [
                (v2/*:: as any*/)
              ],
              "storageKey": null
            },
            (v3/*:: as any*/),
            (v5/*:: as any*/),
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            (v10/*:: as any*/),
            (v4/*:: as any*/),
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "daysOutCutoffTime",
              "storageKey": null
            },
            (v12/*:: as any*/),
            (v9/*:: as any*/),
            (v13/*:: as any*/),
            (v11/*:: as any*/),
            (v14/*:: as any*/),
            (v15/*:: as any*/),
            (v16/*:: as any*/),
            (v17/*:: as any*/),
            (v18/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mustCall",
              "storageKey": null
            }
          ],
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

(node as any).hash = "179ddb49240ea938525c90875697829d";

export default node;
