/**
 * @generated SignedSource<<12bff30f4952533bf12e1b14d75266c0>>
 * @relayHash dd03a05761228f1e9701ccd5cf2d79ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 882da3a1ec00e913944ab36ee4b0d8c05da126cc1d1bf0bfd4c371bb0eed5540

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuoteResultPageQuery } from './QuoteResultPageQuery.graphql';

const node: PreloadableConcreteRequest<QuoteResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "882da3a1ec00e913944ab36ee4b0d8c05da126cc1d1bf0bfd4c371bb0eed5540",
    "metadata": {},
    "name": "QuoteResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
