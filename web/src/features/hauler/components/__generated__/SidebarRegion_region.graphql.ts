/**
 * @generated SignedSource<<6ce346b30d76348a876462fdd8701cf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SidebarRegion_region$data = {
  readonly active: boolean;
  readonly databaseId: number;
  readonly name: string;
  readonly territory: Territory | null | undefined;
  readonly zones: ReadonlyArray<{
    readonly active: boolean;
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "SidebarRegion_region";
};
export type SidebarRegion_region$key = {
  readonly " $data"?: SidebarRegion_region$data;
  readonly " $fragmentSpreads": FragmentRefs<"SidebarRegion_region">;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SidebarRegion_region",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "territory",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Zone",
      "kind": "LinkedField",
      "name": "zones",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Region",
  "abstractKey": null
};
})();

(node as any).hash = "17a5b2d896f94d2f7e2d882e46724639";

export default node;
