/**
 * @generated SignedSource<<b278e864e9a10f59bc40aa4821c45f96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AvailabilityAction = "mustCall" | "nextAvailableDate" | "%future added value";
export type DeliveryType = "emptyReturn" | "newDeliveries" | "pickUp" | "%future added value";
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type Weekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExceptionDetail_exception$data = {
  readonly actionDate: any | null | undefined;
  readonly actionType: ExceptionActionType;
  readonly availabilityAction: AvailabilityAction | null | undefined;
  readonly boundariesDescription: string | null | undefined;
  readonly daysOfWeek: ReadonlyArray<Weekday>;
  readonly deliveryTypes: ReadonlyArray<DeliveryType>;
  readonly endDate: any | null | undefined;
  readonly nextAvailableDate: any | null | undefined;
  readonly serviceAreasText: string | null | undefined;
  readonly sizesText: string | null | undefined;
  readonly startDate: any | null | undefined;
  readonly updatedAt: any;
  readonly updatedBy: string;
  readonly wasteTypesText: string | null | undefined;
  readonly windowDays: number | null | undefined;
  readonly " $fragmentType": "ExceptionDetail_exception";
};
export type ExceptionDetail_exception$key = {
  readonly " $data"?: ExceptionDetail_exception$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionDetail_exception">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExceptionDetail_exception",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actionType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actionDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sizesText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wasteTypesText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceAreasText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysOfWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "windowDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availabilityAction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAvailableDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boundariesDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedBy",
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
  "type": "Exception",
  "abstractKey": null
};

(node as any).hash = "69034044f2c321745124aef36d41a503";

export default node;
