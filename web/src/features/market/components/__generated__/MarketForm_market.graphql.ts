/**
 * @generated SignedSource<<f33c58bed44b178fd65c13fe24e85183>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MarketForm_market$data = {
  readonly altAddress: string | null | undefined;
  readonly altPhone: string | null | undefined;
  readonly city: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly note: string | null | undefined;
  readonly ourAddress: string | null | undefined;
  readonly ourPhone: string | null | undefined;
  readonly state: string | null | undefined;
  readonly territory: Territory | null | undefined;
  readonly timezone: string | null | undefined;
  readonly updatedAt: any;
  readonly " $fragmentType": "MarketForm_market";
};
export type MarketForm_market$key = {
  readonly " $data"?: MarketForm_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketForm_market">;
};

import MarketFormRefetchQuery_graphql from './MarketFormRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": MarketFormRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MarketForm_market",
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
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "timezone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ourPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ourAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "altPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "altAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
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

(node as any).hash = "1d6137bd88e996c8bc1b70e2ceee321f";

export default node;
