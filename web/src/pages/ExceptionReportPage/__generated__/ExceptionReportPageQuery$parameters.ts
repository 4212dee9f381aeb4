/**
 * @generated SignedSource<<60345ab23a781c922684f20f109ba88c>>
 * @relayHash 52b731eda2a647ba7dd38158cd60b179
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ded8c614d5cbe630c811b09a3d1051278efd31b528fe9e799556646a61747a0b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExceptionReportPageQuery } from './ExceptionReportPageQuery.graphql';

const node: PreloadableConcreteRequest<ExceptionReportPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ded8c614d5cbe630c811b09a3d1051278efd31b528fe9e799556646a61747a0b",
    "metadata": {},
    "name": "ExceptionReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
