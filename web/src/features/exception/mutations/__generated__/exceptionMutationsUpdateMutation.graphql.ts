/**
 * @generated SignedSource<<9cc479fcd1ad7cc206431060b02ca884>>
 * @relayHash 8f06a7825f96796c0d7aab9f26e9031d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f7bfc2fe616641dccc5df332082778418bd8cbb2b674ccd49f8938c6d9019f8

import { ConcreteRequest } from 'relay-runtime';
export type AvailabilityAction = "mustCall" | "nextAvailableDate" | "%future added value";
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
export type UpdateExceptionInput = {
  actionDate?: any | null | undefined;
  actionType?: ExceptionActionType | null | undefined;
  availabilityAction?: AvailabilityAction | null | undefined;
  boundaries?: any | null | undefined;
  boundariesDescription?: string | null | undefined;
  daysOfWeek?: ReadonlyArray<Weekday> | null | undefined;
  deliveryTypes?: ReadonlyArray<DeliveryType> | null | undefined;
  endDate?: any | null | undefined;
  id: string;
  nextAvailableDate?: any | null | undefined;
  reason?: ExceptionReason | null | undefined;
  regionId?: string | null | undefined;
  serviceAreasText?: string | null | undefined;
  sizeIds?: ReadonlyArray<string> | null | undefined;
  sizesText?: string | null | undefined;
  startDate?: any | null | undefined;
  type?: ExceptionType | null | undefined;
  updatedAt: any;
  wasteTypeIds?: ReadonlyArray<string> | null | undefined;
  wasteTypesText?: string | null | undefined;
  windowDays?: number | null | undefined;
  zoneIds?: ReadonlyArray<string> | null | undefined;
};
export type exceptionMutationsUpdateMutation$variables = {
  input: UpdateExceptionInput;
};
export type exceptionMutationsUpdateMutation$data = {
  readonly updateException: {
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
export type exceptionMutationsUpdateMutation = {
  response: exceptionMutationsUpdateMutation$data;
  variables: exceptionMutationsUpdateMutation$variables;
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
    "name": "updateException",
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
    "name": "exceptionMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "exceptionMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6f7bfc2fe616641dccc5df332082778418bd8cbb2b674ccd49f8938c6d9019f8",
    "metadata": {},
    "name": "exceptionMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82751944783689f34427311ab023bdd5";

export default node;
