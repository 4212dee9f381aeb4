/**
 * @generated SignedSource<<6eafedc7a4d1e4b7b6aaec9b3bd984fc>>
 * @relayHash 8567674793cdfd5c9d3ab3097cbbd93f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a126ca0c8a7d70e856d7f70216a81f00839a9299beb93b7cec08132d5a44cf7

import { ConcreteRequest } from 'relay-runtime';
export type ExcludeBulkExceptionInput = {
  exceptionId: string;
  regionId: string;
};
export type exceptionMutationsExcludeMutation$variables = {
  input: ExcludeBulkExceptionInput;
};
export type exceptionMutationsExcludeMutation$data = {
  readonly excludeBulkException: {
    readonly exception: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type exceptionMutationsExcludeMutation = {
  response: exceptionMutationsExcludeMutation$data;
  variables: exceptionMutationsExcludeMutation$variables;
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
    "concreteType": "ExceptionPayload",
    "kind": "LinkedField",
    "name": "excludeBulkException",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Exception",
        "kind": "LinkedField",
        "name": "exception",
        "plural": false,
        "selections": [
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
    "name": "exceptionMutationsExcludeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "exceptionMutationsExcludeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6a126ca0c8a7d70e856d7f70216a81f00839a9299beb93b7cec08132d5a44cf7",
    "metadata": {},
    "name": "exceptionMutationsExcludeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da701db10835560e61a24cfaa005b541";

export default node;
