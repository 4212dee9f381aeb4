/**
 * @generated SignedSource<<07dfcfeb7118bd52930ad8c6bc9440d4>>
 * @relayHash 362acfc60cd9c2c4a018c9247e1d8c32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfa02a84dee5efd2e6a950986197be1c41bf7800467d1090f8b1d522cf9a1167

import { ConcreteRequest } from 'relay-runtime';
export type LatLngInput = {
  lat: number;
  lng: number;
};
export type usePlaceSuggestionsQuery$variables = {
  bias?: LatLngInput | null | undefined;
  input: string;
  sessionToken?: string | null | undefined;
};
export type usePlaceSuggestionsQuery$data = {
  readonly placeSuggestions: ReadonlyArray<{
    readonly description: string;
    readonly mainText: string;
    readonly placeId: string;
    readonly secondaryText: string | null | undefined;
  }>;
};
export type usePlaceSuggestionsQuery = {
  response: usePlaceSuggestionsQuery$data;
  variables: usePlaceSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bias"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sessionToken"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bias",
        "variableName": "bias"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "sessionToken",
        "variableName": "sessionToken"
      }
    ],
    "concreteType": "PlaceSuggestion",
    "kind": "LinkedField",
    "name": "placeSuggestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placeId",
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
        "name": "mainText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secondaryText",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePlaceSuggestionsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "usePlaceSuggestionsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "cfa02a84dee5efd2e6a950986197be1c41bf7800467d1090f8b1d522cf9a1167",
    "metadata": {},
    "name": "usePlaceSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fec5fc9934fa8a3df6c62bc49907ca4e";

export default node;
