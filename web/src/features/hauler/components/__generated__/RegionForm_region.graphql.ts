/**
 * @generated SignedSource<<531cc6cd1aa673a555a6edc7f3e27b8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Territory = "Midwest" | "Northeast" | "Southeast" | "West" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RegionForm_region$data = {
  readonly active: boolean;
  readonly city: string | null | undefined;
  readonly dispatcherActive: boolean;
  readonly hauler: {
    readonly id: string;
  };
  readonly id: string;
  readonly name: string;
  readonly netsuiteId: string | null | undefined;
  readonly notes: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly state: string | null | undefined;
  readonly streetAddress: string | null | undefined;
  readonly territory: Territory | null | undefined;
  readonly updatedAt: any;
  readonly zipCode: string | null | undefined;
  readonly " $fragmentType": "RegionForm_region";
};
export type RegionForm_region$key = {
  readonly " $data"?: RegionForm_region$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegionForm_region">;
};

import RegionFormRefetchQuery_graphql from './RegionFormRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": RegionFormRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "RegionForm_region",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "netsuiteId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "territory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "streetAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zipCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dispatcherActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Region",
  "abstractKey": null
};
})();

(node as any).hash = "b7ab728fb102317b3bfd000b4a4aeda9";

export default node;
