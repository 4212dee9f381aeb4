/**
 * @generated SignedSource<<968b84e48079642c2889c906e4b03170>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertSeverity = "error" | "info" | "note" | "success" | "warning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AlertForm_alert$data = {
  readonly alertType: string | null | undefined;
  readonly checkBack: string | null | undefined;
  readonly createdBy: string;
  readonly expires: string | null | undefined;
  readonly hauler: {
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly productName: string | null | undefined;
  readonly severity: AlertSeverity;
  readonly text: string;
  readonly updatedAt: any;
  readonly updatedBy: string;
  readonly " $fragmentType": "AlertForm_alert";
};
export type AlertForm_alert$key = {
  readonly " $data"?: AlertForm_alert$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlertForm_alert">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlertForm_alert",
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
      "name": "alertType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productName",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdBy",
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
  "type": "Alert",
  "abstractKey": null
};

(node as any).hash = "679b833dfec5b10141f250f861373713";

export default node;
