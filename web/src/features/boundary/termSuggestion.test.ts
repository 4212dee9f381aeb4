import { describe, expect, it } from '@jest/globals';
import { termOfSuggestion } from './termSuggestion.ts';

describe('termOfSuggestion', () => {
  it('answers the ZIP of a postal code and the place without the country otherwise', () => {
    expect(termOfSuggestion({ description: 'Chicago, IL 60614, USA', mainText: '60614' })).toBe(
      '60614',
    );
    expect(termOfSuggestion({ description: 'Austin, TX, USA', mainText: 'Austin' })).toBe(
      'Austin, TX',
    );
    expect(
      termOfSuggestion({ description: 'Travis County, TX, USA', mainText: 'Travis County' }),
    ).toBe('Travis County, TX');
  });
});
