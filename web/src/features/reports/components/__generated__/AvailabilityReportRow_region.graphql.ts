/**
 * @generated SignedSource<<695dcfd18947057fecd142e03ae32243>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AvailabilityReportRow_region$data = {
  readonly currentServiceExceptions: {
    readonly daysOut: number | null | undefined;
    readonly mustCall: boolean;
    readonly noService: boolean;
    readonly windowActive: boolean;
  };
  readonly databaseId: number;
  readonly detail?: {
    readonly " $fragmentSpreads": FragmentRefs<"AvailabilityDetail_region">;
  } | null | undefined;
  readonly hauler: {
    readonly databaseId: number;
    readonly name: string;
  };
  readonly id: string;
  readonly lastSavedAt: any | null | undefined;
  readonly lastSavedBy: string | null | undefined;
  readonly name: string;
  readonly territory: Territory | null | undefined;
  readonly " $fragmentType": "AvailabilityReportRow_region";
};
export type AvailabilityReportRow_region$key = {
  readonly " $data"?: AvailabilityReportRow_region$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityReportRow_region">;
};

import AvailabilityReportRowRefetchQuery_graphql from './AvailabilityReportRowRefetchQuery.graphql';

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
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "expanded"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": AvailabilityReportRowRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "AvailabilityReportRow_region",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "territory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Hauler",
      "kind": "LinkedField",
      "name": "hauler",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
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
      "kind": "ScalarField",
      "name": "lastSavedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RegionServiceFlags",
      "kind": "LinkedField",
      "name": "currentServiceExceptions",
      "plural": false,
      "selections": [
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
          "name": "windowActive",
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
    },
    {
      "condition": "expanded",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AvailabilityDetail_region"
              }
            ],
            "type": "Region",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "detail"
        }
      ]
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Region",
  "abstractKey": null
};
})();

(node as any).hash = "e5022d4c4bdec60721a2c03c57122693";

export default node;
