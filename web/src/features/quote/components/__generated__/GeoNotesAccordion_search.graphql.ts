/**
 * @generated SignedSource<<4fff106a1e5de4259f7c8da309333639>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeoNotesAccordion_search$data = {
  readonly geoNotes: ReadonlyArray<{
    readonly color: string;
    readonly colorName: string;
    readonly description: string | null | undefined;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "GeoNotesAccordion_search";
};
export type GeoNotesAccordion_search$key = {
  readonly " $data"?: GeoNotesAccordion_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeoNotesAccordion_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GeoNotesAccordion_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteGeoNote",
      "kind": "LinkedField",
      "name": "geoNotes",
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "colorName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteSearch",
  "abstractKey": null
};

(node as any).hash = "2ad2add4bca61122bba28a7280b5a8c0";

export default node;
