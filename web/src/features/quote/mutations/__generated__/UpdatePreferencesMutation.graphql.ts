/**
 * @generated SignedSource<<4fd6407c89d76332e906b872fac24ec8>>
 * @relayHash 7c8fbd0eb91074a81492a0625ba53f86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eab45c239ff733dd3cdb27d1db1c75d65ae6202b95fa5379b0e986a3c49a1a7d

import { ConcreteRequest } from 'relay-runtime';
export type SearchType = "hauler" | "product" | "%future added value";
export type UpdatePreferencesInput = {
  searchType?: SearchType | null | undefined;
  showPip?: boolean | null | undefined;
};
export type UpdatePreferencesMutation$variables = {
  input: UpdatePreferencesInput;
};
export type UpdatePreferencesMutation$data = {
  readonly updatePreferences: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly preferences: {
        readonly searchType: SearchType;
        readonly showPip: boolean;
      };
    } | null | undefined;
  };
};
export type UpdatePreferencesMutation = {
  response: UpdatePreferencesMutation$data;
  variables: UpdatePreferencesMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdatePreferencesPayload",
    "kind": "LinkedField",
    "name": "updatePreferences",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
            "concreteType": "Preferences",
            "kind": "LinkedField",
            "name": "preferences",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showPip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "searchType",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdatePreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdatePreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eab45c239ff733dd3cdb27d1db1c75d65ae6202b95fa5379b0e986a3c49a1a7d",
    "metadata": {},
    "name": "UpdatePreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "12d2c23b195d6b962aa307c3f73c5c0f";

export default node;
