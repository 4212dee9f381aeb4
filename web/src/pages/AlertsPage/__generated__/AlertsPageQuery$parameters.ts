/**
 * @generated SignedSource<<55d3750b5bc7d6dcd5ff28168d466b18>>
 * @relayHash 0545fa8889dec09d6cafab6bc745b062
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d19cf45b5368af7822399aee8f8ff6b48d338114547431a33ec934ccc82f1a7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlertsPageQuery } from './AlertsPageQuery.graphql';

const node: PreloadableConcreteRequest<AlertsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0d19cf45b5368af7822399aee8f8ff6b48d338114547431a33ec934ccc82f1a7",
    "metadata": {},
    "name": "AlertsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
