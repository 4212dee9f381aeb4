import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithQuery } from '../../../../test/render.tsx';
import { AddressSearch } from './AddressSearch.tsx';
import type { AddressSearchTestQuery } from './__generated__/AddressSearchTestQuery.graphql.ts';

const query = graphql`
  query AddressSearchTestQuery @relay_test_operation {
    viewer {
      __typename
    }
  }
`;

/** The inputs of the suggestion lookups waiting for an answer (the mock answers none itself). */
const pendingLookups = (env: ReturnType<typeof renderWithQuery>['environment']) =>
  env.mock
    .getAllOperations()
    .filter((op) => op.request.node.params.name === 'usePlaceSuggestionsQuery')
    .map((op) => op.request.variables.input);

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('AddressSearch', () => {
  it('picks a suggestion without looking up the picked address again', async () => {
    const onSelect = jest.fn();
    const { environment, user } = renderWithQuery<AddressSearchTestQuery>(query, () => (
      <AddressSearch onSelect={onSelect} />
    ));
    await user.type(await screen.findByRole('combobox'), '60601');
    await wait(300); // the debounce
    expect(pendingLookups(environment)).toEqual(['60601']);
    const lookup = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(
        lookup,
        MockPayloadGenerator.generate(lookup, {
          PlaceSuggestion: () => ({
            placeId: 'p1',
            description: 'Chicago, IL 60601, USA',
            mainText: '60601',
            secondaryText: 'Chicago, IL, USA',
          }),
        }),
      ),
    );
    await user.click(await screen.findByRole('option', { name: /60601/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ placeId: 'p1' }));
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Chicago, IL 60601, USA');

    await wait(300);
    // No lookup of 'Chicago, IL 60601, USA': the results are on their way.
    expect(pendingLookups(environment)).toEqual([]);
    // Editing the box looks up again.
    await user.type(screen.getByRole('combobox'), ' x');
    await wait(300);
    expect(pendingLookups(environment)).toEqual(['Chicago, IL 60601, USA x']);
  });
});
