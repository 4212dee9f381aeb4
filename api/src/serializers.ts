// Response serializers built on a route's first answer instead of at start-up. Fastify compiles
// every route's response schemas with fast-json-stringify when the app starts, and each compile
// checks and resolves all the shared record schemas (schemas/responses.ts) again: about 0.8 s of
// CPU per start, most of an API start in the tests (which start one per file) and in a replica's
// cold start. Each route still gets Fastify's own serializer (same options, same shared schemas),
// compiled once, when it first answers with that status.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Serializer = (doc: unknown) => string;

/** A `compilersFactory.buildSerializer` that compiles each route's serializer on first use. */
export function lazySerializers(eager: Factory = SerializerSelector()): Factory {
  return (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}
