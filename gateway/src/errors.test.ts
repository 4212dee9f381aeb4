import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { forbidden, hideInternalErrors } from './errors.ts';

describe('hideInternalErrors', () => {
  const logged: unknown[] = [];
  const format = hideInternalErrors((err) => logged.push(err));

  it('sends errors with a known code as they are', () => {
    const f = {
      message: 'You do not have permission to do this',
      extensions: { code: 'FORBIDDEN' },
    };
    expect(format(f, forbidden())).toBe(f);
    expect(logged).toEqual([]);
  });

  it('drops "did you mean" hints, also from variable errors', () => {
    const message =
      'Variable "$i" got invalid value "produc" at "i.searchType"; Value "produc" does not exist in "SearchType" enum. Did you mean the enum value "product"?';
    expect(format({ message, extensions: { code: 'BAD_USER_INPUT' } }, null).message).toBe(
      'Variable "$i" got invalid value "produc" at "i.searchType"; Value "produc" does not exist in "SearchType" enum.',
    );
    expect(
      format(
        {
          message: 'Field "serchType" is not defined. [Suggestion hidden]?',
          extensions: { code: 'BAD_USER_INPUT' },
        },
        null,
      ).message,
    ).toBe('Field "serchType" is not defined.');
  });

  it('logs anything else and sends a generic internal error', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'x') at thing.ts:3");
    const wrapped = new GraphQLError(bug.message, { originalError: bug, path: ['quote', 0] });
    const out = format(
      { message: bug.message, path: ['quote', 0], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      wrapped,
    );
    expect(out).toEqual({
      message: 'Internal server error',
      path: ['quote', 0],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logged).toEqual([bug]);
  });
});
