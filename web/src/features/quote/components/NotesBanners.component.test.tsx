import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { renderWithQuery } from '../../../../test/render.tsx';
import { NotesBanners } from './NotesBanners.tsx';
import type { NotesBannersTestQuery } from './__generated__/NotesBannersTestQuery.graphql.ts';

const query = graphql`
  query NotesBannersTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      ...NotesBanners_search
    }
  }
`;

const renderBanners = (search: Record<string, unknown>) =>
  renderWithQuery<NotesBannersTestQuery>(query, (d) => <NotesBanners search={d.quote!} />, {
    resolvers: { QuoteSearch: () => search },
  });

describe('NotesBanners', () => {
  it('shows the market note, each special-use area and an expanded search', () => {
    renderBanners({
      nearby: true,
      bufferMiles: 40,
      market: { note: 'Chicago: permits take 3 days' },
      specialUseAreas: [
        { id: 's1', name: 'O’Hare', specialUse: 'Airport', haulerName: 'Acme Hauling' },
        { id: 's2', name: 'Navy Pier', specialUse: 'Park', haulerName: null },
      ],
    });
    expect([...screen.getByTestId('notes-banners').children].map((a) => a.textContent)).toEqual([
      'Chicago: permits take 3 days',
      'Special use area (Airport): O’Hare, Acme Hauling',
      'Special use area (Park): Navy Pier',
      'Expanded search: zones within 40 miles',
    ]);
  });

  it('shows nothing when there is nothing to say', () => {
    renderBanners({ nearby: false, bufferMiles: null, market: null, specialUseAreas: [] });
    expect(screen.queryByTestId('notes-banners')).toBeNull();
  });
});
