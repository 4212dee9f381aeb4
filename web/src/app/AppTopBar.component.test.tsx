import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { renderWithQuery } from '../../test/render.tsx';
import { AppTopBar } from './AppTopBar.tsx';
import { visibleEntries } from './navigation.ts';
import type { AppTopBarTestQuery } from './__generated__/AppTopBarTestQuery.graphql.ts';

const query = graphql`
  query AppTopBarTestQuery @relay_test_operation {
    viewer {
      ...AppTopBar_viewer
    }
  }
`;

function renderBar(viewer: Record<string, unknown>, roles: string[]) {
  const onLogout = jest.fn();
  const entries = visibleEntries({ roles, permissions: [] });
  const r = renderWithQuery<AppTopBarTestQuery>(
    query,
    (d) => <AppTopBar viewer={d.viewer!} entries={entries} onLogout={onLogout} />,
    { resolvers: { Viewer: () => viewer }, route: '/quote' },
  );
  return { ...r, onLogout };
}

describe('AppTopBar', () => {
  it("names an internal user and shows a Super Admin's entries", () => {
    renderBar({ firstName: 'Ada', username: 'ada1', internal: true }, ['Super Admin']);
    expect(screen.getByText('Ada (Int)')).toBeTruthy();
    for (const label of ['Quote search', 'Alerts', 'Collections', 'Search History'])
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search History' }).getAttribute('href')).toBe(
      '/quote#search-history',
    );
  });

  it('names a hauler user by username and logs out on Logout', async () => {
    const { user, onLogout } = renderBar(
      { firstName: null, username: 'hauler7', internal: false },
      ['Hauler'],
    );
    expect(screen.getByText('hauler7 (Haul)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Alerts' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
