/**
 * @generated SignedSource<<da5e3b475d56b52677e1136c46a6d7e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteMapPanel_search$data = {
  readonly geoNotes: ReadonlyArray<{
    readonly boundaries: any | null | undefined;
    readonly color: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly locale: {
    readonly fips: string | null | undefined;
  } | null | undefined;
  readonly location: {
    readonly lat: number;
    readonly lng: number;
  };
  readonly market: {
    readonly boundaries: any | null | undefined;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly place: {
    readonly streetViewAvailable: boolean;
  };
  readonly specialUseAreas: ReadonlyArray<{
    readonly boundaries: any | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly specialUse: string;
  }>;
  readonly zones: ReadonlyArray<{
    readonly boundaries: any | null | undefined;
    readonly color: string | null | undefined;
    readonly hauler: {
      readonly name: string;
    };
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "QuoteMapPanel_search";
};
export type QuoteMapPanel_search$key = {
  readonly " $data"?: QuoteMapPanel_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteMapPanel_search">;
};

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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boundaries",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteMapPanel_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LatLng",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lng",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Place",
      "kind": "LinkedField",
      "name": "place",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "streetViewAvailable",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteZone",
      "kind": "LinkedField",
      "name": "zones",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "QuoteHauler",
          "kind": "LinkedField",
          "name": "hauler",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteGeoNote",
      "kind": "LinkedField",
      "name": "geoNotes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "specialUse",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteLocale",
      "kind": "LinkedField",
      "name": "locale",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fips",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuoteSearch",
  "abstractKey": null
};
})();

(node as any).hash = "f025b7cb45d354cdeeaa58116d78761d";

export default node;
