/**
 * @generated SignedSource<<2fdeca3c565459bd75bb113ae4311626>>
 * @relayHash 67366b8cab639515e97b35b6f02a0759
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8e47750ca7e628203e94d635ca0527b6b9ba3d5cb3c57ac85eafa7fd1464fc4

import { ConcreteRequest } from 'relay-runtime';
export type DeleteRegionInput = {
  id: string;
};
export type DeleteRegionMutation$variables = {
  input: DeleteRegionInput;
};
export type DeleteRegionMutation$data = {
  readonly deleteRegion: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteRegionMutation = {
  response: DeleteRegionMutation$data;
  variables: DeleteRegionMutation$variables;
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
    "concreteType": "DeletePayload",
    "kind": "LinkedField",
    "name": "deleteRegion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "DeleteRegionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteRegionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b8e47750ca7e628203e94d635ca0527b6b9ba3d5cb3c57ac85eafa7fd1464fc4",
    "metadata": {},
    "name": "DeleteRegionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6829c5c7e139bc8eba3bbfb0ec31dfd6";

export default node;
