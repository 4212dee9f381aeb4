import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { renderWithQuery } from '../../../../test/render.tsx';
import { QuoteHeader, RateCardPrompt } from './QuoteHeader.tsx';
import type { QuoteHeaderTestQuery } from './__generated__/QuoteHeaderTestQuery.graphql.ts';

const query = graphql`
  query QuoteHeaderTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      ...QuoteHeader_search
      ...QuoteHeader_rateCard
    }
  }
`;

const chicago = {
  place: { formattedAddress: '233 S Wacker Dr, Chicago, IL 60606' },
  location: { lat: 41.8789, lng: -87.6359 },
  market: { name: 'Chicago', ourPhone: '555-0199' },
  locale: { name: 'Cook', state: 'IL' },
  timeZone: { timeZoneId: 'America/Chicago', timeZoneName: 'Central Standard Time' },
};

const renderHeader = (search: Record<string, unknown>) =>
  renderWithQuery<QuoteHeaderTestQuery>(
    query,
    (d) => (
      <>
        <QuoteHeader search={d.quote!} />
        <RateCardPrompt search={d.quote!} />
      </>
    ),
    { resolvers: { QuoteSearch: () => search } },
  );

describe('QuoteHeader', () => {
  it('titles the address with its market, county, local time and map links', () => {
    renderHeader(chicago);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '233 S Wacker Dr, Chicago, IL 60606',
    );
    expect(screen.getByTestId('market-name').textContent).toBe('Chicago');
    expect(screen.getByTestId('locale-name').textContent).toBe('Cook, IL');
    expect(screen.getByTestId('local-time').textContent).toMatch(
      /^\d{1,2}:\d{2} (AM|PM) Central Standard Time$/,
    );
    expect(screen.getByRole('link', { name: 'Google Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.8789,-87.6359',
    );
    expect(screen.getByRole('link', { name: 'Bing Maps' }).getAttribute('href')).toContain(
      'cp=41.8789~-87.6359',
    );
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByTestId('rate-card-prompt').textContent).toBe(
      'Portable toilets? Quote them from the portable toilet rate card for Chicago (market line 555-0199).',
    );
  });

  it('says No market outside every market', () => {
    renderHeader({ ...chicago, market: null, locale: null, timeZone: null });
    expect(screen.getByTestId('market-name').textContent).toBe('No market');
    expect(screen.queryByTestId('local-time')).toBeNull();
    expect(screen.getByTestId('rate-card-prompt').textContent).toBe(
      'Portable toilets? Quote them from the portable toilet rate card.',
    );
  });
});
