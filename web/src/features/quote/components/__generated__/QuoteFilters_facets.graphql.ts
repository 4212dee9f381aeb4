/**
 * @generated SignedSource<<ec7aef75df8f9eb27b5c37cbc41a2259>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteFilters_facets$data = {
  readonly availability: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly costStructures: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly serviceAreas: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly sizes: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly tonnages: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly wasteTypes: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "QuoteFilters_facets";
};
export type QuoteFilters_facets$key = {
  readonly " $data"?: QuoteFilters_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteFilters_facets">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteFilters_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "sizes",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "tonnages",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "wasteTypes",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "availability",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "costStructures",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FacetValue",
      "kind": "LinkedField",
      "name": "serviceAreas",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "QuoteFacets",
  "abstractKey": null
};
})();

(node as any).hash = "deecf47859511f123937b5c23e7fecd9";

export default node;
