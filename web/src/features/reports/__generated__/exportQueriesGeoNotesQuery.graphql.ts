/**
 * @generated SignedSource<<f05ffdc6f2c6e1e521c94e673407162d>>
 * @relayHash 64c186971fa2cf92f837effaffa3ad29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2188aaf8771e3a35014d9ef4c5b92684e429a24d70fcfb3e42b4052e603b4e7e

import { ConcreteRequest } from 'relay-runtime';
export type GeoNoteColor = "green" | "orange" | "red" | "yellow" | "%future added value";
export type GeoNoteOrderField = "active" | "color" | "name" | "updatedAt" | "%future added value";
export type SortDirection = "asc" | "desc" | "%future added value";
export type exportQueriesGeoNotesQuery$variables = {
  after?: string | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  orderBy?: GeoNoteOrderField | null | undefined;
  search?: string | null | undefined;
};
export type exportQueriesGeoNotesQuery$data = {
  readonly list: {
    readonly nodes: ReadonlyArray<{
      readonly active: boolean;
      readonly color: GeoNoteColor;
      readonly description: string;
      readonly name: string;
      readonly updatedAt: any;
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type exportQueriesGeoNotesQuery = {
  response: exportQueriesGeoNotesQuery$data;
  variables: exportQueriesGeoNotesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "direction",
    "variableName": "direction"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "exportQueriesGeoNotesQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v5/*:: as any*/),
        "concreteType": "GeoNoteConnection",
        "kind": "LinkedField",
        "name": "geoNotes",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GeoNote",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "exportQueriesGeoNotesQuery",
    "selections": [
      {
        "alias": "list",
        "args": (v5/*:: as any*/),
        "concreteType": "GeoNoteConnection",
        "kind": "LinkedField",
        "name": "geoNotes",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GeoNote",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2188aaf8771e3a35014d9ef4c5b92684e429a24d70fcfb3e42b4052e603b4e7e",
    "metadata": {},
    "name": "exportQueriesGeoNotesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bbfb318be85d4ffabd74f49ce5bfc243";

export default node;
