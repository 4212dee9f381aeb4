/**
 * @generated SignedSource<<2c820d76d7652ad154ff0a141cc23ae7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExceptionActionType = "checkBack" | "expirationDate" | "permanent" | "%future added value";
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HaulerExceptionRow_exception$data = {
  readonly actionDate: any | null | undefined;
  readonly actionType: ExceptionActionType;
  readonly hauler: {
    readonly databaseId: number;
    readonly name: string;
  } | null | undefined;
  readonly reason: ExceptionReason | null | undefined;
  readonly region: {
    readonly databaseId: number;
    readonly name: string;
    readonly territory: Territory | null | undefined;
  } | null | undefined;
  readonly type: ExceptionType;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionDetail_exception">;
  readonly " $fragmentType": "HaulerExceptionRow_exception";
};
export type HaulerExceptionRow_exception$key = {
  readonly " $data"?: HaulerExceptionRow_exception$data;
  readonly " $fragmentSpreads": FragmentRefs<"HaulerExceptionRow_exception">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HaulerExceptionRow_exception",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
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
      "concreteType": "Hauler",
      "kind": "LinkedField",
      "name": "hauler",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Region",
      "kind": "LinkedField",
      "name": "region",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "territory",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExceptionDetail_exception"
    }
  ],
  "type": "Exception",
  "abstractKey": null
};
})();

(node as any).hash = "478bb5f843cbc6a2cd8e8510aa866d40";

export default node;
