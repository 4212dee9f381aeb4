/**
 * @generated SignedSource<<0c2c58df8f69d004763f0f7732ba0ef1>>
 * @relayHash 513d07019d9d29c1e87597bc0108805b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4808dda50216900ae66f11f20ff3f5962910fdcc91ffd6a1e0160659f714fc9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuotePageQuery } from './QuotePageQuery.graphql';

const node: PreloadableConcreteRequest<QuotePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e4808dda50216900ae66f11f20ff3f5962910fdcc91ffd6a1e0160659f714fc9",
    "metadata": {},
    "name": "QuotePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
