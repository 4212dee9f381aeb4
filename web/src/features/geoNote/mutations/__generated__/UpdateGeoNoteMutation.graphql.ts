/**
 * @generated SignedSource<<52bb86050f813c36dcb009ae0bf19b60>>
 * @relayHash 587591bfb74f7183853ed6f75f143b96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae9213476798d741c94f9f6af55a65a035cd407b08c0b4a7cec90ed0fa92ecec

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeoNoteColor = "green" | "orange" | "red" | "yellow" | "%future added value";
export type UpdateGeoNoteInput = {
  active?: boolean | null | undefined;
  boundaries?: any | null | undefined;
  color?: GeoNoteColor | null | undefined;
  description?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  updatedAt: any;
};
export type UpdateGeoNoteMutation$variables = {
  input: UpdateGeoNoteInput;
};
export type UpdateGeoNoteMutation$data = {
  readonly updateGeoNote: {
    readonly geoNote: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"GeoNoteForm_geoNote">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type UpdateGeoNoteMutation = {
  response: UpdateGeoNoteMutation$data;
  variables: UpdateGeoNoteMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
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
    "name": "UpdateGeoNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeoNotePayload",
        "kind": "LinkedField",
        "name": "updateGeoNote",
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
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GeoNoteForm_geoNote"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "UpdateGeoNoteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeoNotePayload",
        "kind": "LinkedField",
        "name": "updateGeoNote",
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
              (v3/*:: as any*/),
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
                "name": "active",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "boundaries",
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
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ae9213476798d741c94f9f6af55a65a035cd407b08c0b4a7cec90ed0fa92ecec",
    "metadata": {},
    "name": "UpdateGeoNoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "625b3b63524bfe2ea57fa00af7406ca8";

export default node;
