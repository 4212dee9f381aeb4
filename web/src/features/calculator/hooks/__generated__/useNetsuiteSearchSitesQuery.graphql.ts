/**
 * @generated SignedSource<<c203d335f602d530eaafd664b36708e0>>
 * @relayHash 0d1c5735abb2b7b692ca995f5ee93992
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e58bea6d13bcb7fbc4fb737bfaa542f830c5bec910a17faa6c061fcc0c867814

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
    "id": "e58bea6d13bcb7fbc4fb737bfaa542f830c5bec910a17faa6c061fcc0c867814",
    "metadata": {},
    "name": "useNetsuiteSearchSitesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2d31b9163b2451b517151258397de41a";

export default node;
