// The Money scalar: decimal strings with exactly 2 decimals, never floats.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { money } from '@shared/quote/money.ts';

const invalid = () =>
  new GraphQLError("Expected an amount like '250.00'", { extensions: { code: 'BAD_USER_INPUT' } });

/** An empty string is "no amount" (null), as forms send it. */
function parse(v: unknown): string | null {
  if (v === '') return null;
  if (typeof v !== 'string' && typeof v !== 'number') throw invalid();
  const m = money(v);
  if (m === null) throw invalid();
  return m;
}

export const Money = new GraphQLScalarType({
  name: 'Money',
  description: 'US dollars as a string with 2 decimals.',
  serialize: (v) => {
    const m = money(v);
    if (m === null) throw new GraphQLError('Money value is not a number');
    return m;
  },
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING && ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT)
      throw invalid();
    return parse(ast.value);
  },
});
