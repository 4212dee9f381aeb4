/**
 * @generated SignedSource<<e80204f6bc7d42a37fc71aebaf0b5e4e>>
 * @relayHash ae90505c07ac24ab74193fc6f3be2147
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa23c2e7bb2e2af23649d54b7f6226c2fd0725966a8a5fff0f80650a311e8909

import { ConcreteRequest } from 'relay-runtime';
export type AvailabilityAction = "mustCall" | "nextAvailableDate" | "%future added value";
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
export type ExceptionPreviewInput = {
  exception: CreateExceptionInput;
  exceptionId?: string | null | undefined;
  regionId: string;
};
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
export type previewExceptionQuery$variables = {
  input: ExceptionPreviewInput;
};
export type previewExceptionQuery$data = {
  readonly exceptionPreview: {
    readonly products: ReadonlyArray<{
      readonly changes: ReadonlyArray<{
        readonly after: string;
        readonly before: string;
        readonly deliveryType: DeliveryType;
      }>;
      readonly pricingId: number;
      readonly sizeName: string | null | undefined;
      readonly wasteTypeName: string | null | undefined;
      readonly zoneName: string;
    }>;
    readonly totalProducts: number;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type previewExceptionQuery = {
  response: previewExceptionQuery$data;
  variables: previewExceptionQuery$variables;
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
    "concreteType": "ExceptionPreview",
    "kind": "LinkedField",
    "name": "exceptionPreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalProducts",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ExceptionPreviewProduct",
        "kind": "LinkedField",
        "name": "products",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pricingId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zoneName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sizeName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wasteTypeName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ExceptionPreviewChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveryType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "before",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "after",
                "storageKey": null
              }
            ],
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
    "name": "previewExceptionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "previewExceptionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa23c2e7bb2e2af23649d54b7f6226c2fd0725966a8a5fff0f80650a311e8909",
    "metadata": {},
    "name": "previewExceptionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e6cc770e9804f829e903f37ff45dea22";

export default node;
