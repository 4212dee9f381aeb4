import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { collection, squareAround } from '../../../../../tests/helpers/geojson.ts';
import { renderWithQuery } from '../../../../test/render.tsx';
import { PIN_KEYS_LABEL } from '../../../map/OfflineMap.tsx';
import type { OverlayKind } from '../../../map/types.ts';
import { QuoteMapPanel } from './QuoteMapPanel.tsx';
import type { QuoteMapPanelTestQuery } from './__generated__/QuoteMapPanelTestQuery.graphql.ts';

const query = graphql`
  query QuoteMapPanelTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      ...QuoteMapPanel_search
    }
  }
`;

/** A square FeatureCollection of half-side d around (lng, lat). */
const square = (lng: number, lat: number, d = 0.05) => collection(squareAround([lng, lat], d));

const SEARCH = {
  location: { lat: 41.88, lng: -87.63 },
  place: { streetViewAvailable: false },
  zones: [
    {
      id: 'z1',
      name: 'Chicago North',
      color: '#ff0000',
      boundaries: square(-87.63, 41.9),
      hauler: { name: 'Acme' },
    },
    {
      id: 'z2',
      name: 'Chicago Loop',
      color: null,
      boundaries: square(-87.62, 41.88),
      hauler: { name: 'Windy' },
    },
    // A zone without a shape is not drawn.
    { id: 'z3', name: 'Shapeless', color: null, boundaries: null, hauler: { name: 'Acme' } },
  ],
  geoNotes: [{ id: 'g1', name: 'Low bridge', color: '#fff000', boundaries: square(-87.6, 41.87) }],
  specialUseAreas: [
    { id: 's1', name: 'Navy Pier', specialUse: 'Park', boundaries: square(-87.6, 41.89, 0.01) },
  ],
  market: { id: 'm1', name: 'Chicago (IL)', boundaries: square(-87.7, 41.85, 0.5) },
  locale: null,
};

interface PanelOptions {
  hiddenKinds?: OverlayKind[];
  pip?: boolean;
  onPinDragEnd?: (p: { lat: number; lng: number }) => void;
}

const renderPanel = ({
  hiddenKinds = [],
  pip = true,
  onPinDragEnd = () => {},
}: PanelOptions = {}) =>
  renderWithQuery<QuoteMapPanelTestQuery>(
    query,
    (d) => (
      <QuoteMapPanel
        search={d.quote!}
        hiddenKinds={new Set(hiddenKinds)}
        showPin
        onPinDragEnd={onPinDragEnd}
        googleMapsKey={null}
        pip={pip}
      />
    ),
    { resolvers: { QuoteSearch: () => SEARCH } },
  );

/** The drawn overlays of a map, by kind (the class each path carries). */
const drawn = (map: HTMLElement, kind: string) => map.querySelectorAll(`path.map-shape-${kind}`);

/**
 * jsdom has no IntersectionObserver that fires; this one lets the test say when the results map
 * scrolled out of view (above the viewport), as the browser would.
 */
function scrollableObserver() {
  let fire: (entry: Partial<IntersectionObserverEntry>) => void = () => {};
  const Original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(cb: IntersectionObserverCallback) {
      fire = (entry) => cb([entry as IntersectionObserverEntry], this as never);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return {
    scrollPast: () =>
      act(() =>
        fire({ isIntersecting: false, boundingClientRect: { top: -400 } as DOMRectReadOnly }),
      ),
    scrollBack: () =>
      act(() => fire({ isIntersecting: true, boundingClientRect: { top: 10 } as DOMRectReadOnly })),
    restore: () => {
      globalThis.IntersectionObserver = Original;
    },
  };
}

let restore = () => {};
afterEach(() => restore());

describe('QuoteMapPanel', () => {
  it('draws each zone, geo note, special-use area and the market on the offline map', async () => {
    renderPanel();
    const map = await screen.findByRole('region', { name: 'Results map' });
    expect(map.dataset.mapProvider).toBe('offline');
    await waitFor(() => expect(drawn(map, 'zone')).toHaveLength(2));
    expect(drawn(map, 'geo-note')).toHaveLength(1);
    expect(drawn(map, 'special-use')).toHaveLength(1);
    expect(drawn(map, 'msa')).toHaveLength(1);
    // Each zone in its own colour; a zone without one in the default teal.
    const strokes = [...drawn(map, 'zone')].map((p) => p.getAttribute('stroke'));
    expect(strokes.sort()).toEqual(['#319795', '#ff0000']);
    expect(drawn(map, 'geo-note')[0].getAttribute('stroke')).toBe('#fff000');
  });

  it('leaves out the kinds the Hide Features menu hides', async () => {
    renderPanel({ hiddenKinds: ['zone', 'msa'] });
    const map = await screen.findByRole('region', { name: 'Results map' });
    await waitFor(() => expect(drawn(map, 'geo-note')).toHaveLength(1));
    expect(drawn(map, 'special-use')).toHaveLength(1);
    expect(drawn(map, 'zone')).toHaveLength(0);
    expect(drawn(map, 'msa')).toHaveLength(0);
  });

  it('moves the pin from the keyboard and searches there on Enter', async () => {
    const moved = jest.fn<(p: { lat: number; lng: number }) => void>();
    const { user } = renderPanel({ onPinDragEnd: moved });
    const pin = await screen.findByLabelText(PIN_KEYS_LABEL);
    pin.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    expect(moved).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(moved).toHaveBeenCalledTimes(1);
    const p = moved.mock.calls[0][0];
    // East (right) and north (up) of the searched point.
    expect(p.lng).toBeGreaterThan(SEARCH.location.lng);
    expect(p.lat).toBeGreaterThan(SEARCH.location.lat);
  });

  it('shows the picture-in-picture map once scrolled past the map, and minimises it', async () => {
    const io = scrollableObserver();
    restore = io.restore;
    const { user } = renderPanel();
    await screen.findByRole('region', { name: 'Results map' });
    expect(screen.queryByTestId('pip-map')).toBeNull();

    io.scrollPast();
    const pip = await screen.findByTestId('pip-map');
    expect(await within(pip).findByRole('region', { name: 'Picture-in-picture map' })).toBeTruthy();
    // The small copy shows where, but its pin does not move the search.
    expect(within(pip).queryByLabelText(PIN_KEYS_LABEL)).toBeNull();

    await user.click(within(pip).getByRole('button', { name: 'Minimize' }));
    expect(within(pip).queryByRole('region', { name: 'Picture-in-picture map' })).toBeNull();
    await user.click(within(pip).getByRole('button', { name: 'Show map' }));
    expect(await within(pip).findByRole('region', { name: 'Picture-in-picture map' })).toBeTruthy();

    io.scrollBack();
    await waitFor(() => expect(screen.queryByTestId('pip-map')).toBeNull());
  });

  it('offers no picture-in-picture map when the viewer turned it off', async () => {
    const io = scrollableObserver();
    restore = io.restore;
    renderPanel({ pip: false });
    await screen.findByRole('region', { name: 'Results map' });
    io.scrollPast();
    expect(screen.queryByTestId('pip-map')).toBeNull();
  });
});
