/**
 * @generated SignedSource<<275e6b7211a8eabad98de7c4d00e26fb>>
 * @relayHash 06bc0bac19e2117164f890e34888148a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f9f1227ac205028d3a4c21fc5f2cc4db448df166bafd2015f15e177a6237b71

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
export type UpdateBulkExceptionInput = {
  actionDate?: any | null | undefined;
  actionType?: ExceptionActionType | null | undefined;
  deliveryTypes?: ReadonlyArray<DeliveryType> | null | undefined;
  endDate?: any | null | undefined;
  id: string;
  reason?: ExceptionReason | null | undefined;
  sizeIds?: ReadonlyArray<string> | null | undefined;
  sizesText?: string | null | undefined;
  startDate?: any | null | undefined;
  type?: ExceptionType | null | undefined;
  updatedAt: any;
  wasteTypeIds?: ReadonlyArray<string> | null | undefined;
  wasteTypesText?: string | null | undefined;
  windowDays?: number | null | undefined;
};
export type exceptionMutationsUpdateBulkMutation$variables = {
  input: UpdateBulkExceptionInput;
};
export type exceptionMutationsUpdateBulkMutation$data = {
  readonly updateBulkException: {
    readonly exception: {
      readonly id: string;
      readonly updatedAt: any;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type exceptionMutationsUpdateBulkMutation = {
  response: exceptionMutationsUpdateBulkMutation$data;
  variables: exceptionMutationsUpdateBulkMutation$variables;
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
    "name": "updateBulkException",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "exceptionMutationsUpdateBulkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "exceptionMutationsUpdateBulkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9f9f1227ac205028d3a4c21fc5f2cc4db448df166bafd2015f15e177a6237b71",
    "metadata": {},
    "name": "exceptionMutationsUpdateBulkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4eac6447cf81513bf620b8b91a1fb5d4";

export default node;
