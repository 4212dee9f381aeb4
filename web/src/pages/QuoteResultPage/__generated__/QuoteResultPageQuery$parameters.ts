/**
 * @generated SignedSource<<12cebddad560d1294341ad1d7639f377>>
 * @relayHash bcdb7b0d0e379d93000c6efc49062773
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4bf4f02f59f2e2a34e2a8f8a001274c977ed151886b0f969259bfb0ccb8ce12

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuoteResultPageQuery } from './QuoteResultPageQuery.graphql';

const node: PreloadableConcreteRequest<QuoteResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c4bf4f02f59f2e2a34e2a8f8a001274c977ed151886b0f969259bfb0ccb8ce12",
    "metadata": {},
    "name": "QuoteResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
