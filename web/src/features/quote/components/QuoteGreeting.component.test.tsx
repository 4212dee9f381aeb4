import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { renderWithQuery } from '../../../../test/render.tsx';
import { QuoteGreeting } from './QuoteGreeting.tsx';
import type { QuoteGreetingTestQuery } from './__generated__/QuoteGreetingTestQuery.graphql.ts';

const query = graphql`
  query QuoteGreetingTestQuery @relay_test_operation {
    viewer {
      ...QuoteGreeting_viewer
    }
  }
`;

const renderGreeting = (viewer: { firstName: string | null; username: string }) =>
  renderWithQuery<QuoteGreetingTestQuery>(query, (d) => <QuoteGreeting viewer={d.viewer!} />, {
    resolvers: { Viewer: () => viewer },
  });

describe('QuoteGreeting', () => {
  it('welcomes the viewer by first name', () => {
    renderGreeting({ firstName: 'Ada', username: 'ada1' });
    expect(screen.getByText('Welcome, Ada')).toBeTruthy();
  });

  it('falls back to the username without a first name', () => {
    renderGreeting({ firstName: null, username: 'hauler7' });
    expect(screen.getByText('Welcome, hauler7')).toBeTruthy();
  });
});
