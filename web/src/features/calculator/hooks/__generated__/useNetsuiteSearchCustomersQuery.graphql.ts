/**
 * @generated SignedSource<<79ae866f30edb20c56af37c9ea3db3c2>>
 * @relayHash 892895e44c45489b545c113b0405e004
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 877b8a47871232b14d290a64349e2d6e35cecc6fc940889e4a1b841161311a87

import { ConcreteRequest } from 'relay-runtime';
export type useNetsuiteSearchCustomersQuery$variables = {
  search?: string | null | undefined;
};
export type useNetsuiteSearchCustomersQuery$data = {
  readonly netsuiteCustomers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly searchableName: string;
      };
    }>;
  };
};
export type useNetsuiteSearchCustomersQuery = {
  response: useNetsuiteSearchCustomersQuery$data;
  variables: useNetsuiteSearchCustomersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "NetsuiteCustomerConnection",
    "kind": "LinkedField",
    "name": "netsuiteCustomers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NetsuiteCustomerEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "NetsuiteCustomer",
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
                "name": "searchableName",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useNetsuiteSearchCustomersQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNetsuiteSearchCustomersQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "877b8a47871232b14d290a64349e2d6e35cecc6fc940889e4a1b841161311a87",
    "metadata": {},
    "name": "useNetsuiteSearchCustomersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b8f8538444bba7ae59baf1b5ff9e6f37";

export default node;
