/**
 * @generated SignedSource<<78927da98235e1978386d90975a727c3>>
 * @relayHash 77a6e97e127bbf56dbec2b5b872fa4aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c313dcb0a86c54baaf0e3e0d1664a0d62f190f8581a09a014e61a47984c457d0

import { ConcreteRequest } from 'relay-runtime';
export type useNetsuiteSearchSitesQuery$variables = {
  address?: string | null | undefined;
  customerId: string;
};
export type useNetsuiteSearchSitesQuery$data = {
  readonly netsuiteSites: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly formattedAddress: string;
        readonly id: string;
        readonly internalId: string;
      };
    }>;
  };
};
export type useNetsuiteSearchSitesQuery = {
  response: useNetsuiteSearchSitesQuery$data;
  variables: useNetsuiteSearchSitesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "address"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "customerId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "address",
        "variableName": "address"
      },
      {
        "kind": "Variable",
        "name": "customerId",
        "variableName": "customerId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      }
    ],
    "concreteType": "NetsuiteSiteConnection",
    "kind": "LinkedField",
    "name": "netsuiteSites",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NetsuiteSiteEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "NetsuiteSite",
            "kind": "LinkedField",
            "name": "node",
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
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "internalId",
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
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNetsuiteSearchSitesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useNetsuiteSearchSitesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c313dcb0a86c54baaf0e3e0d1664a0d62f190f8581a09a014e61a47984c457d0",
    "metadata": {},
    "name": "useNetsuiteSearchSitesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "086035eb4264c4e9c49f6d0cedcbfde7";

export default node;
