import { describe, expect, it } from '@jest/globals';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { lazySerializers } from './serializers.ts';

describe('lazy response serializers', () => {
  it("compile a route's serializer on its first answer, once, and answer what Fastify's would", () => {
    const compiled: string[] = [];
    const fastify = SerializerSelector();
    const counting: typeof fastify = (external, options) => {
      const compile = fastify(external, options);
      return (route) => {
        compiled.push(route.url);
        return compile(route);
      };
    };
    const shared = {
      Thing: { $id: 'Thing', type: 'object', properties: { id: { type: 'integer' } } },
    };
    const route = {
      method: 'GET',
      url: '/things/:id',
      httpStatus: '200',
      schema: { type: 'object', properties: { thing: { $ref: 'Thing#' }, n: { type: 'integer' } } },
    };
    const serialize = lazySerializers(counting)(shared)(route);
    expect(compiled).toEqual([]);
    const doc = { thing: { id: 7, secret: 'not declared' }, n: '3', extra: true };
    expect(serialize(doc)).toBe(fastify(shared)(route)(doc));
    expect(JSON.parse(serialize(doc))).toEqual({ thing: { id: 7 }, n: 3 });
    expect(compiled).toEqual(['/things/:id']);
  });
});
