/**
 * @generated SignedSource<<26e9154f63e2c213c3fa7fca1d264eac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BulkExceptionList_query$data = {
  readonly bulkExceptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"BulkExceptionCard_exception">;
      };
    }>;
  };
  readonly " $fragmentType": "BulkExceptionList_query";
};
export type BulkExceptionList_query$key = {
  readonly " $data"?: BulkExceptionList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BulkExceptionList_query">;
};

import BulkExceptionListRefetchQuery_graphql from './BulkExceptionListRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": BulkExceptionListRefetchQuery_graphql
    }
  },
  "name": "BulkExceptionList_query",
  "selections": [
    {
      "alias": "bulkExceptions",
      "args": [
        {
          "kind": "Literal",
          "name": "bulk",
          "value": true
        },
        {
          "kind": "Literal",
          "name": "direction",
          "value": "desc"
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": "updatedAt"
        }
      ],
      "concreteType": "ExceptionConnection",
      "kind": "LinkedField",
      "name": "exceptions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ExceptionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Exception",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "BulkExceptionCard_exception"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "exceptions(bulk:true,direction:\"desc\",first:100,orderBy:\"updatedAt\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7a4a704253d3845cd37117eece87c275";

export default node;
