/**
 * @generated SignedSource<<6824a87097eff142c6ac6acb6092c138>>
 * @relayHash fa5ed8ad8be7e6ad6c5812d78c73c0bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54fdcf4e9ab19af2e4de71127aa6decc6002670014d65c8c97410b51b341d5d3

import { ConcreteRequest } from 'relay-runtime';
export type useZipLookupQuery$variables = {
  address: string;
};
export type useZipLookupQuery$data = {
  readonly geocode: ReadonlyArray<{
    readonly formattedAddress: string;
    readonly placeId: string;
  }>;
};
export type useZipLookupQuery = {
  response: useZipLookupQuery$data;
  variables: useZipLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "address"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "address",
        "variableName": "address"
      }
    ],
    "concreteType": "Place",
    "kind": "LinkedField",
    "name": "geocode",
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
        "name": "formattedAddress",
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
    "name": "useZipLookupQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useZipLookupQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "54fdcf4e9ab19af2e4de71127aa6decc6002670014d65c8c97410b51b341d5d3",
    "metadata": {},
    "name": "useZipLookupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "531b8452d0cdcbac22bda22218b4e982";

export default node;
