/**
 * @generated SignedSource<<4cd9880a8ecd7dd33f547a608dcd6e28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketBoundary_market$data = {
  readonly boundaries: any | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "MarketBoundary_market";
};
export type MarketBoundary_market$key = {
  readonly " $data"?: MarketBoundary_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketBoundary_market">;
};

import MarketBoundaryRefetchQuery_graphql from './MarketBoundaryRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": MarketBoundaryRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MarketBoundary_market",
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
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boundaries",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "5db2281d2a9240c50478f37544a36e0d";

export default node;
