/**
 * @generated SignedSource<<f670c146f21c9b3363cadff887259e53>>
 * @relayHash 24d8eb148db0f5a45a1d79f095d2837e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f01d94c8c854e741070df7117a4164a1b9f1b541e92c8cb2fc9a1590d06ccb35

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeoNotePageQuery } from './GeoNotePageQuery.graphql';

const node: PreloadableConcreteRequest<GeoNotePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f01d94c8c854e741070df7117a4164a1b9f1b541e92c8cb2fc9a1590d06ccb35",
    "metadata": {},
    "name": "GeoNotePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
