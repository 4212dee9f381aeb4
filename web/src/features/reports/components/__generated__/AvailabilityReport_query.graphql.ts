/**
 * @generated SignedSource<<892e6b33dd3b16a7ffbb8255bf6a5420>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvailabilityReport_query$data = {
  readonly regionsAvailability: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AvailabilityReportRow_region">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AvailabilityReport_query";
};
export type AvailabilityReport_query$key = {
  readonly " $data"?: AvailabilityReport_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityReport_query">;
};

import AvailabilityReportRefetchQuery_graphql from './AvailabilityReportRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": true,
      "kind": "LocalArgument",
      "name": "active"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "daysOut"
    },
    {
      "defaultValue": "asc",
      "kind": "LocalArgument",
      "name": "direction"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "haulerSearch"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "mustCall"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "noService"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "territory"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "window"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AvailabilityReportRefetchQuery_graphql
    }
  },
  "name": "AvailabilityReport_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "active",
          "variableName": "active"
        },
        {
          "kind": "Variable",
          "name": "after",
          "variableName": "after"
        },
        {
          "kind": "Variable",
          "name": "daysOut",
          "variableName": "daysOut"
        },
        {
          "kind": "Variable",
          "name": "direction",
          "variableName": "direction"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Variable",
          "name": "haulerSearch",
          "variableName": "haulerSearch"
        },
        {
          "kind": "Variable",
          "name": "mustCall",
          "variableName": "mustCall"
        },
        {
          "kind": "Variable",
          "name": "noService",
          "variableName": "noService"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "territory",
          "variableName": "territory"
        },
        {
          "kind": "Variable",
          "name": "window",
          "variableName": "window"
        }
      ],
      "concreteType": "RegionConnection",
      "kind": "LinkedField",
      "name": "regionsAvailability",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RegionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Region",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AvailabilityReportRow_region"
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d8da4324a909a145e43f13cab967a8b2";

export default node;
