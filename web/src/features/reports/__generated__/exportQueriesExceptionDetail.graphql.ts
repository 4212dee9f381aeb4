/**
 * @generated SignedSource<<447bd36563d6cbfb99c4729593d14758>>
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
export type exportQueriesExceptionDetail$data = {
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
  readonly " $fragmentType": "exportQueriesExceptionDetail";
};
export type exportQueriesExceptionDetail$key = {
  readonly " $data"?: exportQueriesExceptionDetail$data;
  readonly " $fragmentSpreads": FragmentRefs<"exportQueriesExceptionDetail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "exportQueriesExceptionDetail",
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

(node as any).hash = "85bd1b7b30c0eb56a9011207bc7418b8";

export default node;
