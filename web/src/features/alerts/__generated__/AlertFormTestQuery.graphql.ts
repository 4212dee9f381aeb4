/**
 * @generated SignedSource<<9e182ef0116c1e29e749e001880d81b5>>
 * @relayHash 82d1d807672c289b289cc149a1019270
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 075164596f3721dd77b65f5421facef2c422923f16a22af006a9a2887e1b3619

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlertFormTestQuery$variables = Record<PropertyKey, never>;
export type AlertFormTestQuery$data = {
  readonly node: {
    readonly alert: {
      readonly " $fragmentSpreads": FragmentRefs<"AlertForm_alert">;
    } | null | undefined;
  } | null | undefined;
};
export type AlertFormTestQuery = {
  response: AlertFormTestQuery$data;
  variables: AlertFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "Alert:5"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AlertFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AlertForm_alert"
                }
              ],
              "type": "Alert",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "alert"
          }
        ],
        "storageKey": "node(id:\"Alert:5\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AlertFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                  },
                  (v1/*:: as any*/)
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
          }
        ],
        "storageKey": "node(id:\"Alert:5\")"
      }
    ]
  },
  "params": {
    "id": "075164596f3721dd77b65f5421facef2c422923f16a22af006a9a2887e1b3619",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v2/*:: as any*/),
        "node.alertType": (v3/*:: as any*/),
        "node.checkBack": (v3/*:: as any*/),
        "node.createdBy": (v2/*:: as any*/),
        "node.expires": (v3/*:: as any*/),
        "node.hauler": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Hauler"
        },
        "node.hauler.id": (v4/*:: as any*/),
        "node.hauler.name": (v2/*:: as any*/),
        "node.id": (v4/*:: as any*/),
        "node.productName": (v3/*:: as any*/),
        "node.severity": {
          "enumValues": [
            "warning",
            "error",
            "success",
            "info",
            "note"
          ],
          "nullable": false,
          "plural": false,
          "type": "AlertSeverity"
        },
        "node.text": (v2/*:: as any*/),
        "node.updatedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "node.updatedBy": (v2/*:: as any*/)
      }
    },
    "name": "AlertFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3248f41310e00de0bc5dc5179b0b2b74";

export default node;
