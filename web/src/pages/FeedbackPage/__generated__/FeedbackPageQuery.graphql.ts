/**
 * @generated SignedSource<<ba7ae949b5fc7f6dc672b20e3e0c5f34>>
 * @relayHash 4f9aef0cd8cbb292d4c919a08bd1f78b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc2b4a944beef07b632777d741330865317fac9a6d683ddd66f3f523c0cde021

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackPageQuery$variables = Record<PropertyKey, never>;
export type FeedbackPageQuery$data = {
  readonly appConfig: {
    readonly feedbackFormUrl: string | null | undefined;
  };
};
export type FeedbackPageQuery = {
  response: FeedbackPageQuery$data;
  variables: FeedbackPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AppConfig",
    "kind": "LinkedField",
    "name": "appConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "feedbackFormUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedbackPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FeedbackPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "bc2b4a944beef07b632777d741330865317fac9a6d683ddd66f3f523c0cde021",
    "metadata": {},
    "name": "FeedbackPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "985a095090a003b2e992cb482d5844a3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
