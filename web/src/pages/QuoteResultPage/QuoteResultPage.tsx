// /quote/result/:placeId: the results of one address search (spec 2 "Quote result page"). The
// route's loader runs the query from the URL (?lat&lng after a pin drag, ?nearby=1 for Expand
// Search), so every change of place, pin or buffer is a new search; leaving the page drops its
// filters, clock and pin timer with the component. The pieces: useQuoteResults (filters, network,
// sort, View By and the page of cards they select), usePinRerun (the pin timer), useViewBy,
// PinHint, ResultsLayout, ResultsList.
import { memo, useEffect, useMemo, useState } from 'react';
import { Box, Button, Container, Text } from '@chakra-ui/react';
import {
  commitLocalUpdate,
  graphql,
  usePreloadedQuery,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay/hooks';
import {
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { canCreateCustomerPricing, isAdmin } from '@shared/auth/access.ts';
import { GeoNotesAccordion } from '../../features/quote/components/GeoNotesAccordion.tsx';
import { NotesBanners } from '../../features/quote/components/NotesBanners.tsx';
import {
  HideFeatures,
  QuoteFilters,
  type OverlayToggle,
} from '../../features/quote/components/QuoteFilters.tsx';
import { QuoteHeader, RateCardPrompt } from '../../features/quote/components/QuoteHeader.tsx';
import { QuoteMapPanel } from '../../features/quote/components/QuoteMapPanel.tsx';
import { ResultsToolbar, type ViewBy } from '../../features/quote/components/ResultsToolbar.tsx';
import { useUpdatePreferencesMutation } from '../../features/quote/mutations/UpdatePreferencesMutation.ts';
import { updateBias } from '../../features/quote/searchSession.ts';
import { QuoteSearchArgsContext } from '../../ui/quoteSearchArgs.ts';
import type { LatLngLiteral, OverlayKind } from '../../map/types.ts';
import { PinHint } from './PinHint.tsx';
import { ResultsLayout } from './ResultsLayout.tsx';
import { ResultsList } from './ResultsList.tsx';
import { usePinRerun } from './usePinRerun.ts';
import { useQuoteResults } from './useQuoteResults.ts';
import { useViewBy } from './useViewBy.ts';
import type { QuoteResultPageQuery } from './__generated__/QuoteResultPageQuery.graphql.ts';
import { useMapsKey } from '../../map/mapsKey.ts';
import { useAfterFirstPaint } from '../../ui/loading/afterFirstPaint.ts';
import { useStableCallback } from '../../ui/useStableCallback.ts';
import type { NetworkFilterValue } from '@shared/quote/filters.ts';

export const quoteResultPageQuery = graphql`
  query QuoteResultPageQuery(
    $placeId: ID!
    $lat: Float
    $lng: Float
    $nearby: Boolean!
    $searchType: SearchType
    $sessionToken: String
    $groupByHauler: Boolean = false
  ) @preloadable {
    viewer {
      id
      roles
      permissions
      preferences {
        showPip
        searchType
      }
    }
    appConfig {
      customerPricingEnabled
    }
    quote(
      placeId: $placeId
      lat: $lat
      lng: $lng
      nearby: $nearby
      searchType: $searchType
      sessionToken: $sessionToken
    ) {
      id
      nearby
      place {
        isPostalCode
        location {
          lat
          lng
        }
      }
      ...QuoteHeader_search
      ...QuoteHeader_rateCard
      ...NotesBanners_search
      ...QuoteMapPanel_search
      ...GeoNotesAccordion_search
      ...useQuoteResults_search @arguments(groupByHauler: $groupByHauler)
    }
  }
`;

const OVERLAY_KINDS: OverlayKind[] = ['geo-note', 'special-use', 'locale', 'msa'];

type Data = QuoteResultPageQuery['response'];
type Search = NonNullable<Data['quote']>;

/**
 * The column beside the list: banners, map, pin hint, rate card prompt and geo notes. Memoised:
 * a filter click, a sort or a new page of cards re-renders the filters and the list, not the map.
 */
const SideColumn = memo(function SideColumn(p: {
  search: Search;
  hiddenKinds: ReadonlySet<OverlayKind>;
  showPin: boolean;
  onPinDragEnd: (p: LatLngLiteral) => void;
  pinPending: boolean;
  googleMapsKey: string | null | undefined;
  showPip: boolean;
  onShowPip: ((on: boolean) => void) | undefined;
}) {
  return (
    <>
      <NotesBanners search={p.search} />
      <QuoteMapPanel
        search={p.search}
        hiddenKinds={p.hiddenKinds}
        showPin={p.showPin}
        onPinDragEnd={p.onPinDragEnd}
        googleMapsKey={p.googleMapsKey}
        pip={p.showPip}
      />
      <PinHint
        pending={p.pinPending}
        keyboardPin={!p.googleMapsKey}
        showPip={p.showPip}
        onShowPip={p.onShowPip}
      />
      <RateCardPrompt search={p.search} />
      <GeoNotesAccordion search={p.search} />
    </>
  );
});

function Results({ data }: { data: Data & { quote: NonNullable<Data['quote']> } }) {
  const { quote, viewer, appConfig } = data;
  const googleMapsKey = useMapsKey();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const environment = useRelayEnvironment();
  const savePrefs = useUpdatePreferencesMutation();
  const { pinPending, onPinDragEnd } = usePinRerun(quote.id);
  const savedViewBy = useViewBy(viewer?.id, viewer?.preferences.searchType, savePrefs);
  const results = useQuoteResults(quote, savedViewBy.initial);
  const { filters, setFilters, sort, setSort, viewBy } = results;
  // Stable: the toolbar's controls render only when their values change.
  const changeViewBy = useStableCallback((v: ViewBy) => {
    results.setViewBy(v);
    savedViewBy.save(v);
  });
  const changeNetwork = useStableCallback((network: NetworkFilterValue) =>
    setFilters((f) => ({ ...f, network })),
  );
  const [hidden, setHidden] = useState<Set<OverlayToggle>>(new Set());

  const { place } = quote;
  useEffect(() => {
    // A postal code's centre biases the next address suggestions (searchSession.ts).
    updateBias({
      isPostalCode: place.isPostalCode,
      location: { lat: place.location.lat, lng: place.location.lng },
    });
    // The search was recorded: the Search History must be read again.
    commitLocalUpdate(environment, (store) =>
      store.getRoot().getLinkedRecord('searchHistory')?.invalidateRecord(),
    );
  }, [environment, quote.id, place.isPostalCode, place.location.lat, place.location.lng]);

  const toggleNearby = useStableCallback(() => {
    const next = new URLSearchParams(params);
    if (quote.nearby) next.delete('nearby');
    else next.set('nearby', '1');
    navigate({ search: next.toString() });
  });

  // The shared access rules read the viewer's roles and permissions.
  const access = viewer && { roles: viewer.roles, permissions: viewer.permissions };
  const admin = isAdmin(access);
  const canPrice = canCreateCustomerPricing(access, appConfig.customerPricingEnabled);
  const hiddenKinds = useMemo(
    () => new Set(OVERLAY_KINDS.filter((k) => hidden.has(k as OverlayToggle))),
    [hidden],
  );
  const showPip = viewer?.preferences.showPip ?? true;
  const viewerId = viewer?.id;
  const onShowPip = useMemo(
    () => (viewerId ? (on: boolean) => savePrefs({ viewerId, showPip: on }) : undefined),
    [viewerId, savePrefs],
  );
  // The prices first: the filters and the map column (about half the page's render work) follow
  // in the next frame, so the first cards show that much sooner.
  const rest = useAfterFirstPaint();

  return (
    <ResultsLayout
      filters={
        rest && (
          <QuoteFilters
            filters={filters}
            facets={results.facets}
            onChange={setFilters}
            onPreview={results.previewFilters}
          >
            {admin ? <HideFeatures hidden={hidden} onChange={setHidden} /> : null}
          </QuoteFilters>
        )
      }
      header={<QuoteHeader search={quote} />}
      side={
        rest && (
          <SideColumn
            search={quote}
            hiddenKinds={hiddenKinds}
            showPin={!hidden.has('marker')}
            onPinDragEnd={onPinDragEnd}
            pinPending={pinPending}
            googleMapsKey={googleMapsKey}
            showPip={showPip}
            onShowPip={onShowPip}
          />
        )
      }
      toolbar={
        <ResultsToolbar
          viewBy={viewBy}
          onViewBy={changeViewBy}
          nearby={quote.nearby}
          onExpand={toggleNearby}
          network={filters.network}
          networkOptions={results.networks.options}
          networkNotes={results.networks.notes}
          onNetwork={changeNetwork}
          sort={sort}
          onSort={setSort}
          count={results.total}
        />
      }
      list={
        <ResultsList
          products={results.products}
          total={results.total}
          productCount={results.productCount}
          ensureLoaded={results.ensureLoaded}
          choice={results.choiceKey}
          viewBy={viewBy}
          canPrice={canPrice}
          pending={results.pending}
        />
      }
    />
  );
}

export default function QuoteResultPage() {
  const ref = useLoaderData() as PreloadedQuery<QuoteResultPageQuery>;
  const data = usePreloadedQuery<QuoteResultPageQuery>(quoteResultPageQuery, ref);
  const { placeId = '' } = useParams();
  // The search the cards open their details in (Query.quoteProduct).
  const { variables: v } = ref;
  const searchArgs = useMemo(
    () => ({
      placeId: v.placeId,
      lat: v.lat ?? null,
      lng: v.lng ?? null,
      nearby: v.nearby,
      searchType: v.searchType === 'hauler' || v.searchType === 'product' ? v.searchType : null,
    }),
    [v.placeId, v.lat, v.lng, v.nearby, v.searchType],
  );
  return (
    <Container maxW="8xl" py="2" px={{ base: '3', md: '4' }}>
      {data.quote ? (
        // A new place is a new page: filters, clock and pin timer start over.
        <QuoteSearchArgsContext.Provider value={searchArgs}>
          <Results key={placeId} data={{ ...data, quote: data.quote }} />
        </QuoteSearchArgsContext.Provider>
      ) : (
        <Box bg="white" borderWidth="1px" rounded="md" p="8" textAlign="center">
          <Text fontWeight="medium">This place could not be found.</Text>
          <Button asChild mt="4" colorPalette="teal">
            <RouterLink to="/quote">New search</RouterLink>
          </Button>
        </Box>
      )}
    </Container>
  );
}
