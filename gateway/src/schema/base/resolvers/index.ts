// Base resolvers: node, nodes, the Node interface and the shared scalars.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { Domain } from '../../types.ts';
import node from './Query/node.ts';
import nodes from './Query/nodes.ts';

const invalid = (what: string) =>
  new GraphQLError(`Expected ${what}`, { extensions: { code: 'BAD_USER_INPUT' } });
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => {
    if (typeof v !== 'string' || Number.isNaN(Date.parse(v)))
      throw invalid('an ISO 8601 date and time');
    return v;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value)))
      throw invalid('an ISO 8601 date and time');
    return ast.value;
  },
});

const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10)),
  parseValue: (v) => {
    if (typeof v !== 'string' || !DATE.test(v)) throw invalid('a date as YYYY-MM-DD');
    return v;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !DATE.test(ast.value)) throw invalid('a date as YYYY-MM-DD');
    return ast.value;
  },
});

function literal(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literal(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});

const domain = {
  resolvers: {
    Query: { node, nodes },
    // The placeholder that lets domains extend Mutation.
    Mutation: { _noop: () => null },
    Node: { __resolveType: (obj: { __typename?: string }) => obj.__typename ?? null },
    DateTime,
    Date: DateScalar,
    JSON: JSONScalar,
  },
} satisfies Domain;
export default domain;
