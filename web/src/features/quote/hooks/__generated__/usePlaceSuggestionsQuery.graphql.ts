/**
 * @generated SignedSource<<c176ee62cac629618d20622f3b147761>>
 * @relayHash a355f7b646daa5a5f024b1a882773bcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 973ba0e202ec3771c05c88b51313c6be1979741208f609524bfc507aa92f4e21

import { ConcreteRequest } from 'relay-runtime';
export type PlaceSuggestionSource = "autocomplete" | "textSearch" | "%future added value";
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
    readonly source: PlaceSuggestionSource;
    readonly types: ReadonlyArray<string>;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "types",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
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
    "id": "973ba0e202ec3771c05c88b51313c6be1979741208f609524bfc507aa92f4e21",
    "metadata": {},
    "name": "usePlaceSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d43540b1657618cac46eee0b5a9f5df3";

export default node;
