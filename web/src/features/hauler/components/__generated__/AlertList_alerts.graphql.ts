/**
 * @generated SignedSource<<0797be90f2094a1934d813661b9704d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertSeverity = "error" | "info" | "note" | "success" | "warning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AlertList_alerts$data = ReadonlyArray<{
  readonly checkBack: string | null | undefined;
  readonly expires: string | null | undefined;
  readonly id: string;
  readonly severity: AlertSeverity;
  readonly text: string;
  readonly updatedBy: string;
  readonly " $fragmentType": "AlertList_alerts";
}>;
export type AlertList_alerts$key = ReadonlyArray<{
  readonly " $data"?: AlertList_alerts$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlertList_alerts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AlertList_alerts",
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
    }
  ],
  "type": "Alert",
  "abstractKey": null
};

(node as any).hash = "e39b155e8342f04860664f3ddb6781ee";

export default node;
