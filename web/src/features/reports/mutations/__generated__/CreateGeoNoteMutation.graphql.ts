/**
 * @generated SignedSource<<9b5d43686d1767d79ac118c07576024b>>
 * @relayHash 9a384326269f63d9e0753bc70e2386af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a68707b7ea9fce3894efeddb1da060f96abb7e0bcb10e9c24f5a4a43964039da

import { ConcreteRequest } from 'relay-runtime';
export type GeoNoteColor = "green" | "orange" | "red" | "yellow" | "%future added value";
export type CreateGeoNoteInput = {
  active?: boolean | null | undefined;
  boundaries?: any | null | undefined;
  color?: GeoNoteColor | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
};
export type CreateGeoNoteMutation$variables = {
  input: CreateGeoNoteInput;
};
export type CreateGeoNoteMutation$data = {
  readonly createGeoNote: {
    readonly geoNote: {
      readonly databaseId: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CreateGeoNoteMutation = {
  response: CreateGeoNoteMutation$data;
  variables: CreateGeoNoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateGeoNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeoNotePayload",
        "kind": "LinkedField",
        "name": "createGeoNote",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GeoNote",
            "kind": "LinkedField",
            "name": "geoNote",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateGeoNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeoNotePayload",
        "kind": "LinkedField",
        "name": "createGeoNote",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GeoNote",
            "kind": "LinkedField",
            "name": "geoNote",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a68707b7ea9fce3894efeddb1da060f96abb7e0bcb10e9c24f5a4a43964039da",
    "metadata": {},
    "name": "CreateGeoNoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7710081fc0fcccbee4d090367786853c";

export default node;
