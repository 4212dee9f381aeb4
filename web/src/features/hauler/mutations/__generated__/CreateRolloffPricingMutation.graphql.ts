/**
 * @generated SignedSource<<8299da120feefed488adbee328bf640e>>
 * @relayHash 8a3ed2328a296724b91c4f5085f6b023
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed850d2442d5b72b1f8a95b2c33eb95706b0256f1d91f30fa2f4eb1355dafc38

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateRolloffPricingInput = {
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
  userDefinedOne?: any | null | undefined;
  wasteTypeId?: string | null | undefined;
  width?: string | null | undefined;
  yardWaste?: boolean | null | undefined;
  yardWasteNote?: string | null | undefined;
  zoneId?: string | null | undefined;
};
export type CreateRolloffPricingMutation$variables = {
  input: CreateRolloffPricingInput;
};
export type CreateRolloffPricingMutation$data = {
  readonly createRolloffPricing: {
    readonly rolloffPricing: {
      readonly id: string;
      readonly zone: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PricingTab_zone">;
      };
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CreateRolloffPricingMutation = {
  response: CreateRolloffPricingMutation$data;
  variables: CreateRolloffPricingMutation$variables;
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
v5 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateRolloffPricingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RolloffPricingPayload",
        "kind": "LinkedField",
        "name": "createRolloffPricing",
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
    "name": "CreateRolloffPricingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RolloffPricingPayload",
        "kind": "LinkedField",
        "name": "createRolloffPricing",
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Size",
                        "kind": "LinkedField",
                        "name": "size",
                        "plural": false,
                        "selections": (v4/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "WasteType",
                        "kind": "LinkedField",
                        "name": "wasteType",
                        "plural": false,
                        "selections": (v4/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "price",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cost",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "extraDayPrice",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pricePerTon",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tonnage",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rentalPeriod",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rank",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "productNotes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "databaseId",
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
                        "concreteType": "Brand",
                        "kind": "LinkedField",
                        "name": "brand",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProductLine",
                        "kind": "LinkedField",
                        "name": "productLine",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ServiceType",
                        "kind": "LinkedField",
                        "name": "serviceType",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CostStructure",
                        "kind": "LinkedField",
                        "name": "costStructure",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "extraDayCost",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "costPerTon",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "taxRate",
                        "storageKey": null
                      }
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
    "id": "ed850d2442d5b72b1f8a95b2c33eb95706b0256f1d91f30fa2f4eb1355dafc38",
    "metadata": {},
    "name": "CreateRolloffPricingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a65f457a7bb7b8d43fe856621c0518b0";

export default node;
