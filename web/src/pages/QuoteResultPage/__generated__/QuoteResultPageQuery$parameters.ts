/**
 * @generated SignedSource<<426851bc7d2890d653dd7618ef1e9dff>>
 * @relayHash 91e15e3860764bb90b44c2975c79815e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec99c7c39866495e5d9165c245eb8715adeb180f3d17d42df65d8630f169dfab

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuoteResultPageQuery } from './QuoteResultPageQuery.graphql';

const node: PreloadableConcreteRequest<QuoteResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ec99c7c39866495e5d9165c245eb8715adeb180f3d17d42df65d8630f169dfab",
    "metadata": {},
    "name": "QuoteResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
