/**
 * @generated SignedSource<<21a186921c9136145be383213568226d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertSeverity = "error" | "info" | "note" | "success" | "warning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecordAlertList_alerts$data = ReadonlyArray<{
  readonly checkBack: string | null | undefined;
  readonly expires: string | null | undefined;
  readonly id: string;
  readonly severity: AlertSeverity;
  readonly text: string;
  readonly updatedBy: string;
  readonly " $fragmentSpreads": FragmentRefs<"AlertForm_alert">;
  readonly " $fragmentType": "RecordAlertList_alerts";
}>;
export type RecordAlertList_alerts$key = ReadonlyArray<{
  readonly " $data"?: RecordAlertList_alerts$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordAlertList_alerts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RecordAlertList_alerts",
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "severity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expires",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkBack",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AlertForm_alert"
    }
  ],
  "type": "Alert",
  "abstractKey": null
};

(node as any).hash = "172311c067329199f1a221f94d92fbcc";

export default node;
