/**
 * @generated SignedSource<<3f88d4fe5cf142dd5b813a5cb1a92a11>>
 * @relayHash 3631fdedee145e797aea827a487c23ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93f33b5b88e9f62319bdc838103638df4c295c2e2449c0250f6cb3cdf5221bb0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MarketPageQuery } from './MarketPageQuery.graphql';

const node: PreloadableConcreteRequest<MarketPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "93f33b5b88e9f62319bdc838103638df4c295c2e2449c0250f6cb3cdf5221bb0",
    "metadata": {},
    "name": "MarketPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
