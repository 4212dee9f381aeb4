/**
 * @generated SignedSource<<613781ec91019628a221caf82fca5667>>
 * @relayHash 2aa610133dac895ea6628df82109b053
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d4bd6cc2d426eaf185540a11a3daab51c19e1517d23a4746cee60e236be6d49

import { ConcreteRequest } from 'relay-runtime';
export type DeleteRolloffPricingInput = {
  id: string;
};
export type DeleteRolloffPricingMutation$variables = {
  input: DeleteRolloffPricingInput;
};
export type DeleteRolloffPricingMutation$data = {
  readonly deleteRolloffPricing: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type DeleteRolloffPricingMutation = {
  response: DeleteRolloffPricingMutation$data;
  variables: DeleteRolloffPricingMutation$variables;
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
    "name": "deleteRolloffPricing",
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
    "name": "DeleteRolloffPricingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteRolloffPricingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0d4bd6cc2d426eaf185540a11a3daab51c19e1517d23a4746cee60e236be6d49",
    "metadata": {},
    "name": "DeleteRolloffPricingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3f018d5bd8c4c917119a09d848d95fda";

export default node;
