import { describe, expect, it } from '@jest/globals';
import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectsAny } from './lookahead.ts';

/** The resolve info of the document's first root field. */
function infoOf(source: string) {
  const doc = parse(source);
  const op = doc.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const field = op.selectionSet.selections[0];
  if (field.kind !== Kind.FIELD) throw new Error('a field first');
  return { fieldNodes: [field], fragments };
}

const PRICING = new Set(['pricing', 'customerPriceKey']);

describe('selectsAny', () => {
  it('finds a field at any depth, through named and inline fragments', () => {
    expect(selectsAny(infoOf('{ quote { products { id pricing { price } } } }'), PRICING)).toBe(
      true,
    );
    expect(
      selectsAny(
        infoOf(
          '{ quote { ...A } } fragment A on QuoteSearch { products { ... on QuoteProduct { ...B } } } fragment B on QuoteProduct { customerPriceKey }',
        ),
        PRICING,
      ),
    ).toBe(true);
  });

  it('is false when no such field is selected, with fragments that repeat or refer to each other', () => {
    expect(
      selectsAny(
        infoOf(
          '{ quote { ...A ...A products { id price } } } fragment A on QuoteSearch { products { id ...A } }',
        ),
        PRICING,
      ),
    ).toBe(false);
    expect(selectsAny(infoOf('{ quote { id } } '), PRICING)).toBe(false);
  });
});
