/**
 * @generated SignedSource<<bd5002dbbfd91706eff498234bc974e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExceptionReason = "Billing" | "Internal" | "Inventory" | "Pricing" | "Scheduling" | "ServiceArea" | "%future added value";
export type ExceptionType = "availabilityByDate" | "availabilityByZone" | "closure" | "dayOfWeek" | "noService" | "other" | "serviceArea" | "window" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BulkExceptionCard_exception$data = {
  readonly excludedRegions: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly id: string;
  readonly reason: ExceptionReason | null | undefined;
  readonly type: ExceptionType;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionDetail_exception">;
  readonly " $fragmentType": "BulkExceptionCard_exception";
};
export type BulkExceptionCard_exception$key = {
  readonly " $data"?: BulkExceptionCard_exception$data;
  readonly " $fragmentSpreads": FragmentRefs<"BulkExceptionCard_exception">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BulkExceptionCard_exception",
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
      "concreteType": "Region",
      "kind": "LinkedField",
      "name": "excludedRegions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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

(node as any).hash = "ab6068c01506f02c8051f4fdbd7fb1db";

export default node;
