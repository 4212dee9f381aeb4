/**
 * @generated SignedSource<<51f7229667400e95534e83cbc2d125f9>>
 * @relayHash 126316542fab331c2d486cf8d920c902
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3aa34afbadb3491eb124c48950a82089790d9136560e48e6eb8f920fddab9f1

import { ConcreteRequest } from 'relay-runtime';
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
export type CreateMarketInput = {
  altAddress?: string | null | undefined;
  altPhone?: string | null | undefined;
  boundaries?: any | null | undefined;
  city?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  note?: string | null | undefined;
  ourAddress?: string | null | undefined;
  ourPhone?: string | null | undefined;
  state?: string | null | undefined;
  territory?: Territory | null | undefined;
  timezone?: string | null | undefined;
};
export type CreateMarketMutation$variables = {
  input: CreateMarketInput;
};
export type CreateMarketMutation$data = {
  readonly createMarket: {
    readonly market: {
      readonly databaseId: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CreateMarketMutation = {
  response: CreateMarketMutation$data;
  variables: CreateMarketMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateMarketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarketPayload",
        "kind": "LinkedField",
        "name": "createMarket",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Market",
            "kind": "LinkedField",
            "name": "market",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateMarketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarketPayload",
        "kind": "LinkedField",
        "name": "createMarket",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Market",
            "kind": "LinkedField",
            "name": "market",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a3aa34afbadb3491eb124c48950a82089790d9136560e48e6eb8f920fddab9f1",
    "metadata": {},
    "name": "CreateMarketMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e29c2289976029ab5c26b43455b2d799";

export default node;
