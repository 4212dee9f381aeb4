/**
 * @generated SignedSource<<7f710ca070f1a776bc8efe2ecaa33b0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
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

(node as any).hash = "d890414432d0c0c86c24b4ebfbd0b902";

export default node;
