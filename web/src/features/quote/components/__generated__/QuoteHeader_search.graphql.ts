/**
 * @generated SignedSource<<1089e5679280f7127ffeae2bcd109dd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteHeader_search$data = {
  readonly locale: {
    readonly name: string;
    readonly state: string | null | undefined;
  } | null | undefined;
  readonly location: {
    readonly lat: number;
    readonly lng: number;
  };
  readonly market: {
    readonly name: string;
  } | null | undefined;
  readonly place: {
    readonly formattedAddress: string;
  };
  readonly timeZone: {
    readonly timeZoneId: string;
    readonly timeZoneName: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "QuoteHeader_search";
};
export type QuoteHeader_search$key = {
  readonly " $data"?: QuoteHeader_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteHeader_search">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteHeader_search",
  "selections": [
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
          "name": "formattedAddress",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
      "concreteType": "QuoteMarket",
      "kind": "LinkedField",
      "name": "market",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TimeZone",
      "kind": "LinkedField",
      "name": "timeZone",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZoneId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZoneName",
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

(node as any).hash = "33145dcc5df71bcda218292a7ee6cbc8";

export default node;
