/**
 * @generated SignedSource<<8cec7d8a0b5852f1c2acefee8dbf51e6>>
 * @relayHash af4c7c54344d4350a2897ee69b6db312
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10987b10886a9035b9dbf745b9829c733fe0232978931ce78e51f159439739db

import { PreloadableConcreteRequest } from 'relay-runtime';
import { QuoteResultPageQuery } from './QuoteResultPageQuery.graphql';

const node: PreloadableConcreteRequest<QuoteResultPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "10987b10886a9035b9dbf745b9829c733fe0232978931ce78e51f159439739db",
    "metadata": {},
    "name": "QuoteResultPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
