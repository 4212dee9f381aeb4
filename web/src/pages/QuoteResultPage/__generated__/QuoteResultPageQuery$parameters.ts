/**
 * @generated SignedSource<<355a1aa716548e8bb9ff94644eac9b04>>
 * @relayHash b09a1cb3865f98f942c3ce98472eef78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23cb150c3015259d172d2c3bb25dce9cf8dd50d7d0752ae7d7639f9e499a8e6d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuoteResultPageQuery } from './QuoteResultPageQuery.graphql';

const node: PreloadableConcreteRequest<QuoteResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "23cb150c3015259d172d2c3bb25dce9cf8dd50d7d0752ae7d7639f9e499a8e6d",
    "metadata": {},
    "name": "QuoteResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
