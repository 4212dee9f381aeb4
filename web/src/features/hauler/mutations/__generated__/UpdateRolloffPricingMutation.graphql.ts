/**
 * @generated SignedSource<<69d78e6737aa9a46a55ad7d178e8def5>>
 * @relayHash eec6f34681e3f1f2a1912a16a6c96c19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e0d1f8153c67dcc71a82a56210a2212a2c2dd172d5a1a58761693175c1bf4f2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateRolloffPricingInput = {
  actualVolume?: string | null | undefined;
  appliances?: boolean | null | undefined;
  appliancesNote?: string | null | undefined;
  asphalt?: boolean | null | undefined;
  asphaltNote?: string | null | undefined;
  block?: boolean | null | undefined;
  blockNote?: string | null | undefined;
  brandId?: string | null | undefined;
  brick?: boolean | null | undefined;
  brickNote?: string | null | undefined;
  concrete?: boolean | null | undefined;
  concreteNote?: string | null | undefined;
  cost?: any | null | undefined;
  costPerTon?: any | null | undefined;
  costStructureId?: string | null | undefined;
  costStructureNote?: string | null | undefined;
  deliveryFee?: any | null | undefined;
  dirt?: boolean | null | undefined;
  dirtNote?: string | null | undefined;
  electronics?: boolean | null | undefined;
  electronicsNote?: string | null | undefined;
  extraDayCost?: any | null | undefined;
  extraDayCostNote?: string | null | undefined;
  extraDayPrice?: any | null | undefined;
  feCombo?: any | null | undefined;
  franchiseFee?: any | null | undefined;
  gravel?: boolean | null | undefined;
  gravelNote?: string | null | undefined;
  haulFlatRate?: any | null | undefined;
  height?: string | null | undefined;
  id: string;
  leed?: boolean | null | undefined;
  leedNote?: string | null | undefined;
  length?: string | null | undefined;
  makoPreferred?: boolean | null | undefined;
  mattress?: boolean | null | undefined;
  mattressNote?: string | null | undefined;
  miscFee?: any | null | undefined;
  netsuiteId?: string | null | undefined;
  netsuiteItemName?: string | null | undefined;
  new?: boolean | null | undefined;
  other?: boolean | null | undefined;
  otherNote?: string | null | undefined;
  portalActive?: boolean | null | undefined;
  preferred?: boolean | null | undefined;
  preferredRank?: number | null | undefined;
  price?: any | null | undefined;
  pricePerTon?: any | null | undefined;
  productLineId?: string | null | undefined;
  productNotes?: string | null | undefined;
  quotePreferred?: boolean | null | undefined;
  rank?: number | null | undefined;
  regionNotes?: string | null | undefined;
  regionWeWinWinter?: boolean | null | undefined;
  rentalPeriod?: number | null | undefined;
  salesforceId?: string | null | undefined;
  sellAs?: string | null | undefined;
  serviceTypeId?: string | null | undefined;
  sizeId?: string | null | undefined;
  stumps?: boolean | null | undefined;
  stumpsNote?: string | null | undefined;
  taxRate?: string | null | undefined;
  tonnage?: string | null | undefined;
  updatedAt: any;
  userDefinedOne?: any | null | undefined;
  wasteTypeId?: string | null | undefined;
  width?: string | null | undefined;
  yardWaste?: boolean | null | undefined;
  yardWasteNote?: string | null | undefined;
};
export type UpdateRolloffPricingMutation$variables = {
  input: UpdateRolloffPricingInput;
};
export type UpdateRolloffPricingMutation$data = {
  readonly updateRolloffPricing: {
    readonly rolloffPricing: {
      readonly id: string;
      readonly zone: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PricingTab_zone">;
      };
      readonly " $fragmentSpreads": FragmentRefs<"PricingCard_pricing" | "PricingForm_pricing">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type UpdateRolloffPricingMutation = {
  response: UpdateRolloffPricingMutation$data;
  variables: UpdateRolloffPricingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Size",
  "kind": "LinkedField",
  "name": "size",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "WasteType",
  "kind": "LinkedField",
  "name": "wasteType",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cost",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "extraDayPrice",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricePerTon",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tonnage",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rentalPeriod",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productNotes",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v17 = [
  (v2/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Brand",
  "kind": "LinkedField",
  "name": "brand",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductLine",
  "kind": "LinkedField",
  "name": "productLine",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceType",
  "kind": "LinkedField",
  "name": "serviceType",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "CostStructure",
  "kind": "LinkedField",
  "name": "costStructure",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "extraDayCost",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "costPerTon",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxRate",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateRolloffPricingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RolloffPricingPayload",
        "kind": "LinkedField",
        "name": "updateRolloffPricing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RolloffPricing",
            "kind": "LinkedField",
            "name": "rolloffPricing",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PricingCard_pricing"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PricingForm_pricing"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Zone",
                "kind": "LinkedField",
                "name": "zone",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PricingTab_zone"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateRolloffPricingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RolloffPricingPayload",
        "kind": "LinkedField",
        "name": "updateRolloffPricing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RolloffPricing",
            "kind": "LinkedField",
            "name": "rolloffPricing",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Zone",
                "kind": "LinkedField",
                "name": "zone",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RolloffPricing",
                    "kind": "LinkedField",
                    "name": "pricing",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2e0d1f8153c67dcc71a82a56210a2212a2c2dd172d5a1a58761693175c1bf4f2",
    "metadata": {},
    "name": "UpdateRolloffPricingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8947e536bd7c2d14eb17312e4256c9c6";

export default node;
