/**
 * @generated SignedSource<<150cb4986a240df9c04b3edce296fe09>>
 * @relayHash d0af8615e3c6c6cb3b41dd001d8a537d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0460db4340d659a8819f812f6fd7985c36d226b592aebee4e4327ce388cd0c19

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AvailabilityReportPageQuery } from './AvailabilityReportPageQuery.graphql';

const node: PreloadableConcreteRequest<AvailabilityReportPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0460db4340d659a8819f812f6fd7985c36d226b592aebee4e4327ce388cd0c19",
    "metadata": {},
    "name": "AvailabilityReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
