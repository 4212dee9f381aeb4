/**
 * @generated SignedSource<<5759c40bf5cc9c5089054ce61cff4b25>>
 * @relayHash b9205e6a07a8d0addb4804607e3f7c69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8970202e3a6d6bab1cdda70738c99edf9cb88fefa509df3db1d0befacb28fddc

import { ConcreteRequest } from 'relay-runtime';
export type CreateCustomerPriceInput = {
  customerId?: string | null | undefined;
  customerPriceKey?: string | null | undefined;
  disposalPrice?: any | null | undefined;
  effectiveDate?: any | null | undefined;
  extensionPrice?: any | null | undefined;
  overagePrice?: any | null | undefined;
  price: any;
  siteId?: string | null | undefined;
  tripChargePrice?: any | null | undefined;
};
export type CreateCustomerPriceMutation$variables = {
  input: CreateCustomerPriceInput;
};
export type CreateCustomerPriceMutation$data = {
  readonly createCustomerPrice: {
    readonly customerPrice: {
      readonly effectiveDate: any;
      readonly id: string;
      readonly price: any;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CreateCustomerPriceMutation = {
  response: CreateCustomerPriceMutation$data;
  variables: CreateCustomerPriceMutation$variables;
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
    "concreteType": "CreateCustomerPricePayload",
    "kind": "LinkedField",
    "name": "createCustomerPrice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CustomerPrice",
        "kind": "LinkedField",
        "name": "customerPrice",
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
            "name": "effectiveDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
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
    "name": "CreateCustomerPriceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateCustomerPriceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8970202e3a6d6bab1cdda70738c99edf9cb88fefa509df3db1d0befacb28fddc",
    "metadata": {},
    "name": "CreateCustomerPriceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7addacb098df5d9ede6fce2980d93bf6";

export default node;
