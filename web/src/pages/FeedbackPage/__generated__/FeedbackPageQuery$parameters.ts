/**
 * @generated SignedSource<<48d72db56e9b6c7bcf9c41387f3f7cdd>>
 * @relayHash 4f9aef0cd8cbb292d4c919a08bd1f78b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc2b4a944beef07b632777d741330865317fac9a6d683ddd66f3f523c0cde021

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FeedbackPageQuery } from './FeedbackPageQuery.graphql';

const node: PreloadableConcreteRequest<FeedbackPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bc2b4a944beef07b632777d741330865317fac9a6d683ddd66f3f523c0cde021",
    "metadata": {},
    "name": "FeedbackPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
