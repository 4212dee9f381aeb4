import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { renderWithQuery } from '../../../../test/render.tsx';
import { GeoNotesAccordion } from './GeoNotesAccordion.tsx';
import type { GeoNotesAccordionTestQuery } from './__generated__/GeoNotesAccordionTestQuery.graphql.ts';

const query = graphql`
  query GeoNotesAccordionTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      ...GeoNotesAccordion_search
    }
  }
`;

const renderNotes = (geoNotes: Record<string, unknown>[]) =>
  renderWithQuery<GeoNotesAccordionTestQuery>(
    query,
    (d) => <GeoNotesAccordion search={d.quote!} />,
    { resolvers: { QuoteSearch: () => ({ geoNotes }) } },
  );

describe('GeoNotesAccordion', () => {
  it('opens on the geo notes at the address, with their names and descriptions', () => {
    renderNotes([
      {
        id: 'g1',
        name: 'School zone',
        description: 'No deliveries 7-9 AM',
        color: '#f00',
        colorName: 'Red',
      },
      { id: 'g2', name: 'HOA', description: null, color: '#00f', colorName: 'Blue' },
    ]);
    expect(screen.getByText('Geo Notes (2)')).toBeTruthy();
    expect(screen.getAllByTestId('geo-note').map((n) => n.textContent)).toEqual([
      'School zoneNo deliveries 7-9 AM',
      'HOA',
    ]);
    expect(screen.getByTitle('Red')).toBeTruthy();
  });

  it('is closed without geo notes and says so when opened', async () => {
    const { user } = renderNotes([]);
    expect(screen.getByText('Geo Notes (0)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Geo Notes/ }));
    expect(screen.getByText('No geo notes at this address.')).toBeTruthy();
  });
});
