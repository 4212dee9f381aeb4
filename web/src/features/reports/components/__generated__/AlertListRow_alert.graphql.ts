/**
 * @generated SignedSource<<f988cf1d14abb2c071bca9081e26f279>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlertListRow_alert$data = {
  readonly alertType: string | null | undefined;
  readonly createdAt: any | null | undefined;
  readonly createdBy: string;
  readonly databaseId: number;
  readonly hauler: {
    readonly databaseId: number;
    readonly name: string;
  } | null | undefined;
  readonly text: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "AlertListRow_alert";
};
export type AlertListRow_alert$key = {
  readonly " $data"?: AlertListRow_alert$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlertListRow_alert">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlertListRow_alert",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "alertType",
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
      "name": "createdAt",
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
})();

(node as any).hash = "3370c7cf111e1fb3fe7186e0e1c22b9f";

export default node;
