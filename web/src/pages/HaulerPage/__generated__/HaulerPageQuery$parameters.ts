/**
 * @generated SignedSource<<f17b52c773450a99d3acad6bb4fddc40>>
 * @relayHash 71e46fe6ede5d168eaa9a3ada965b8da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 656ff68aa6bed543fcc9dc76fb05df35bac10df000b5fadfd52d35c18c0498f0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HaulerPageQuery } from './HaulerPageQuery.graphql';

const node: PreloadableConcreteRequest<HaulerPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "656ff68aa6bed543fcc9dc76fb05df35bac10df000b5fadfd52d35c18c0498f0",
    "metadata": {},
    "name": "HaulerPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
