/**
 * @generated SignedSource<<fa363d46243424d56fff2f7b0251311e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "kind": "ClientExtension",
    "selections": [
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
    ]
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
    "cacheID": "3f7e1cf768d8fd765fff00d20d999941",
    "id": null,
    "metadata": {},
    "name": "FeedbackPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "94c64aba8fabb979946d6c10e17efbbc";

export default node;
