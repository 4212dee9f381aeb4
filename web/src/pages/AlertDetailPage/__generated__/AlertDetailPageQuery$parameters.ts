/**
 * @generated SignedSource<<4299ee71a03934f3cc8989eeee827fca>>
 * @relayHash 6ac2dc8e559728a196fd87d976f3b244
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c4a7747d54fb99646356efa83e4eb5cdd44e4e383894db4e59354a14b9b0673

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlertDetailPageQuery } from './AlertDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<AlertDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4c4a7747d54fb99646356efa83e4eb5cdd44e4e383894db4e59354a14b9b0673",
    "metadata": {},
    "name": "AlertDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
