/**
 * @generated SignedSource<<8e45d0a95d5a858144750c87e0c22c3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotesBanners_search$data = {
  readonly bufferMiles: number;
  readonly market: {
    readonly note: string | null | undefined;
  } | null | undefined;
  readonly nearby: boolean;
  readonly specialUseAreas: ReadonlyArray<{
    readonly haulerName: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly specialUse: string;
  }>;
  readonly " $fragmentType": "NotesBanners_search";
};
export type NotesBanners_search$key = {
  readonly " $data"?: NotesBanners_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotesBanners_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotesBanners_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nearby",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bufferMiles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteMarket",
      "kind": "LinkedField",
      "name": "market",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SpecialUseArea",
      "kind": "LinkedField",
      "name": "specialUseAreas",
      "plural": true,
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
          "name": "specialUse",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "haulerName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteSearch",
  "abstractKey": null
};

(node as any).hash = "3a06b2e2b70d6a03f571b6ce562d4cb1";

export default node;
