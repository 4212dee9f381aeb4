import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { renderWithQuery } from '../../../../test/render.tsx';
import { SearchTypeChoice } from './SearchTypeChoice.tsx';
import type { SearchTypeChoiceTestQuery } from './__generated__/SearchTypeChoiceTestQuery.graphql.ts';

const query = graphql`
  query SearchTypeChoiceTestQuery @relay_test_operation {
    viewer {
      ...SearchTypeChoice_viewer
    }
  }
`;

const renderChoice = () =>
  renderWithQuery<SearchTypeChoiceTestQuery>(
    query,
    (d) => <SearchTypeChoice viewer={d.viewer!} />,
    { resolvers: { Viewer: () => ({ id: 'Viewer:1', preferences: { searchType: 'hauler' } }) } },
  );

describe('SearchTypeChoice', () => {
  it("checks the viewer's choice", async () => {
    renderChoice();
    // findBy: the radio group measures its indicator once mounted.
    expect(await screen.findByRole('radio', { name: 'Haulers' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Dumpsters' })).toHaveProperty('checked', false);
  });

  it('saves a new choice, showing it at once', async () => {
    const { user, environment } = renderChoice();
    await user.click(screen.getByText('Dumpsters'));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('UpdatePreferencesMutation');
    expect(op.request.variables).toEqual({ input: { searchType: 'product' } });
    expect(screen.getByRole('radio', { name: 'Dumpsters' })).toHaveProperty('checked', true);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          updatePreferences: {
            viewer: { id: 'Viewer:1', preferences: { showPip: false, searchType: 'product' } },
            userErrors: [],
          },
        },
      }),
    );
    expect(screen.getByRole('radio', { name: 'Dumpsters' })).toHaveProperty('checked', true);
  });
});
