/**
 * @generated SignedSource<<6949a6d932fb86250d7a48d3698c0331>>
 * @relayHash fadf1c0e4c1a29f7962ec7fbcb07f5e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16d1d93bf4f8aa46435847bf7d697293097b317cc34bf8d31e981896b78df456

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
        readonly internalId: string;
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
                "name": "internalId",
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
    "id": "16d1d93bf4f8aa46435847bf7d697293097b317cc34bf8d31e981896b78df456",
    "metadata": {},
    "name": "useNetsuiteSearchCustomersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d993dc42e82a6c8ed4982ed486ebc192";

export default node;
