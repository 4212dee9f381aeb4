/**
 * @generated SignedSource<<3f931f21dbccb22c3843e34a3f73e8e3>>
 * @relayHash 2690a8cbc4f6d3dc9e3c552417391b66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f17d93e39c5220a61acdc577a79ab9205ab9d7dbf92feec85127d49927fd875

import { ConcreteRequest } from 'relay-runtime';
export type MergeZoneGeometryInput = {
  boundaries?: any | null | undefined;
  cut?: ReadonlyArray<string> | null | undefined;
  includeExisting?: boolean | null | undefined;
  merge?: ReadonlyArray<string> | null | undefined;
  zoneId?: string | null | undefined;
};
export type mergeBoundaryMutation$variables = {
  input: MergeZoneGeometryInput;
};
export type mergeBoundaryMutation$data = {
  readonly mergeZoneGeometry: {
    readonly geometry: {
      readonly boundaries: any | null | undefined;
      readonly unfoundTerms: ReadonlyArray<string>;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type mergeBoundaryMutation = {
  response: mergeBoundaryMutation$data;
  variables: mergeBoundaryMutation$variables;
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
    "concreteType": "MergeGeometryPayload",
    "kind": "LinkedField",
    "name": "mergeZoneGeometry",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GeometryMerge",
        "kind": "LinkedField",
        "name": "geometry",
        "plural": false,
        "selections": [
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
            "name": "unfoundTerms",
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
    "name": "mergeBoundaryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mergeBoundaryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2f17d93e39c5220a61acdc577a79ab9205ab9d7dbf92feec85127d49927fd875",
    "metadata": {},
    "name": "mergeBoundaryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "daad9d01dfe6572c4e2aa53c6c55057f";

export default node;
