/**
 * @generated SignedSource<<7acdd21fd958c9a9029257e9add111ee>>
 * @relayHash 24bd2469359ab39b9fcf1182c14aac5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90bb848382ef140ea329a5df70c6decf2286a3eef82d073f4ac430db2987eef2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuoteResultPageQuery } from './QuoteResultPageQuery.graphql';

const node: PreloadableConcreteRequest<QuoteResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "90bb848382ef140ea329a5df70c6decf2286a3eef82d073f4ac430db2987eef2",
    "metadata": {},
    "name": "QuoteResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
