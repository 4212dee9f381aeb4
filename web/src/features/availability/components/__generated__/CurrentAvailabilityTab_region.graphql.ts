/**
 * @generated SignedSource<<560782b8b7d9c7dc144a63a38954596a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CurrentAvailabilityTab_region$data = {
  readonly currentAvailability: {
    readonly calculatedAt: any | null | undefined;
    readonly id: string;
    readonly rows: ReadonlyArray<{
      readonly databaseId: number;
      readonly daysOut: number | null | undefined;
      readonly daysOutCutoffTime: string | null | undefined;
      readonly deliveryType: DeliveryType;
      readonly mustCall: boolean;
      readonly nextAvailableService: any | null | undefined;
      readonly nextDayActive: boolean;
      readonly nextDayCutoffTime: string | null | undefined;
      readonly noService: boolean;
      readonly noServiceReason: string | null | undefined;
      readonly overridden: boolean;
      readonly sameDayActive: boolean;
      readonly sameDayCutoffTime: string | null | undefined;
      readonly saturdayActive: boolean;
      readonly saturdayCutoffDay: Weekday | null | undefined;
      readonly saturdayCutoffTime: string | null | undefined;
      readonly size: {
        readonly name: string;
        readonly yards: number | null | undefined;
      } | null | undefined;
      readonly sundayActive: boolean;
      readonly sundayCutoffDay: Weekday | null | undefined;
      readonly sundayCutoffTime: string | null | undefined;
      readonly title: string | null | undefined;
      readonly today: {
        readonly deliveryDate: {
          readonly availabilityType: string;
          readonly friendlyText: string;
        };
        readonly nextAvailableService: any | null | undefined;
        readonly reasons: ReadonlyArray<{
          readonly kind: string;
          readonly text: string;
        }>;
      } | null | undefined;
      readonly twoDayNoticeActive: boolean;
      readonly updatedAt: any | null | undefined;
      readonly windowActive: boolean;
      readonly windowDays: number | null | undefined;
    }>;
    readonly updatedAt: any | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly timezone: string;
  readonly " $fragmentType": "CurrentAvailabilityTab_region";
};
export type CurrentAvailabilityTab_region$key = {
  readonly " $data"?: CurrentAvailabilityTab_region$data;
  readonly " $fragmentSpreads": FragmentRefs<"CurrentAvailabilityTab_region">;
};

import CurrentAvailabilityTabRefetchQuery_graphql from './CurrentAvailabilityTabRefetchQuery.graphql';

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
  "name": "updatedAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextAvailableService",
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
      "operation": CurrentAvailabilityTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CurrentAvailabilityTab_region",
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
      "concreteType": "CurrentAvailability",
      "kind": "LinkedField",
      "name": "currentAvailability",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "databaseId",
              "storageKey": null
            },
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "overridden",
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
              "kind": "ScalarField",
              "name": "noService",
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
              "name": "sameDayActive",
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
              "name": "twoDayNoticeActive",
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
              "name": "sundayActive",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sameDayCutoffTime",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nextDayCutoffTime",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "daysOutCutoffTime",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "saturdayCutoffDay",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "saturdayCutoffTime",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sundayCutoffDay",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sundayCutoffTime",
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
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "AvailabilityEntry",
              "kind": "LinkedField",
              "name": "today",
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
                (v2/*:: as any*/),
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

(node as any).hash = "40d7e4d90139d1d405f9fed4c766bfd9";

export default node;
