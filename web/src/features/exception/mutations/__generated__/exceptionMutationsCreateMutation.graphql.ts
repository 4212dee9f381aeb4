/**
 * @generated SignedSource<<75c942c228c0d7f0d341f76c25b6fd03>>
 * @relayHash d484e72a13865443abeb53083fb17a71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID beee8d25e993bb675113ceec58d0ef215d3241cda430b90a9ad6054cbafcdbe0

import { ConcreteRequest } from 'relay-runtime';
export type AvailabilityAction = "mustCall" | "nextAvailableDate" | "%future added value";
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
export type CreateExceptionInput = {
  actionDate?: any | null | undefined;
  actionType?: ExceptionActionType | null | undefined;
  availabilityAction?: AvailabilityAction | null | undefined;
  boundaries?: any | null | undefined;
  boundariesDescription?: string | null | undefined;
  bulk?: boolean | null | undefined;
  daysOfWeek?: ReadonlyArray<Weekday> | null | undefined;
  deliveryTypes?: ReadonlyArray<DeliveryType> | null | undefined;
  endDate?: any | null | undefined;
  excludedRegionIds?: ReadonlyArray<string> | null | undefined;
  nextAvailableDate?: any | null | undefined;
  reason?: ExceptionReason | null | undefined;
  regionId?: string | null | undefined;
  serviceAreasText?: string | null | undefined;
  sizeIds?: ReadonlyArray<string> | null | undefined;
  sizesText?: string | null | undefined;
  startDate?: any | null | undefined;
  type?: ExceptionType | null | undefined;
  wasteTypeIds?: ReadonlyArray<string> | null | undefined;
  wasteTypesText?: string | null | undefined;
  windowDays?: number | null | undefined;
  zoneIds?: ReadonlyArray<string> | null | undefined;
};
export type exceptionMutationsCreateMutation$variables = {
  input: CreateExceptionInput;
};
export type exceptionMutationsCreateMutation$data = {
  readonly createException: {
    readonly exception: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type exceptionMutationsCreateMutation = {
  response: exceptionMutationsCreateMutation$data;
  variables: exceptionMutationsCreateMutation$variables;
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
    "name": "createException",
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
    "name": "exceptionMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "exceptionMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "beee8d25e993bb675113ceec58d0ef215d3241cda430b90a9ad6054cbafcdbe0",
    "metadata": {},
    "name": "exceptionMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b839936dd10365f288cf963b85ad2a42";

export default node;
