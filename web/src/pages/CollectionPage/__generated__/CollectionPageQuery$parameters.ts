/**
 * @generated SignedSource<<ab72acc5519476bc339a55897599b8d1>>
 * @relayHash 6f23acfb208a909694b9401c9457510f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd5e770c9f4e09e3e1673658366764e7bae3ad20cdeabdeb2db8b764c795d9ca

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CollectionPageQuery } from './CollectionPageQuery.graphql';

const node: PreloadableConcreteRequest<CollectionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fd5e770c9f4e09e3e1673658366764e7bae3ad20cdeabdeb2db8b764c795d9ca",
    "metadata": {},
    "name": "CollectionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
