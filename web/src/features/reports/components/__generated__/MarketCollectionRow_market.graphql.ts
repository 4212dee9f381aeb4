/**
 * @generated SignedSource<<7fc0ffad765595633793f67d690c6509>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MarketCollectionRow_market$data = {
  readonly databaseId: number;
  readonly name: string;
  readonly ourPhone: string | null | undefined;
  readonly territory: Territory | null | undefined;
  readonly timezone: string | null | undefined;
  readonly updatedAt: any;
  readonly updatedBy: string;
  readonly " $fragmentType": "MarketCollectionRow_market";
};
export type MarketCollectionRow_market$key = {
  readonly " $data"?: MarketCollectionRow_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketCollectionRow_market">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketCollectionRow_market",
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
      "name": "name",
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
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedBy",
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "b189e8346dd5a850539d9a466bbf68b5";

export default node;
