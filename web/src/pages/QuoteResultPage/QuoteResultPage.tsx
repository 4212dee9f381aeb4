// Over 300 lines: the route, its loader and the results layout that reads the URL.
// /quote/result/:placeId: the results of one address search (spec 2 "Quote result page"). The
// route's loader runs the query from the URL (?lat&lng after a pin drag, ?nearby=1 for Expand
// Search), so every change of place, pin or buffer is a new search; leaving the page drops its
// filters, clock and pin timer with the component.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Checkbox, Container, Grid, SkipNavLink, Stack, Text } from '@chakra-ui/react';
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
import {
  DEFAULT_FILTERS,
  filterProducts,
  type ProductFilters,
} from '../../features/quote/rules/filters.ts';
import { facetValues, networkSummary, type SortValue } from '@shared/quote/filters.ts';
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
import type { LatLngLiteral, OverlayKind } from '../../map/types.ts';
import { ResultsList, useResultProducts } from './ResultsList.tsx';
import type { QuoteResultPageQuery } from './__generated__/QuoteResultPageQuery.graphql.ts';

/** Pin-drag rerun delay (docs/decisions.md#constants-and-limits). */
export const PIN_RERUN_MS = 1500;

/* eslint-disable relay/unused-fields -- roles/permissions go to the shared access rules, place to updateBias */
export const quoteResultPageQuery = graphql`
  query QuoteResultPageQuery(
    $placeId: ID!
    $lat: Float
    $lng: Float
    $nearby: Boolean!
    $searchType: SearchType
    $sessionToken: String
  ) {
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
      googleMapsBrowserKey
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
      ...ResultsList_search
    }
  }
`;
/* eslint-enable relay/unused-fields */

const OVERLAY_KINDS: OverlayKind[] = ['geo-note', 'special-use', 'locale', 'msa'];

type Data = QuoteResultPageQuery['response'];

function Results({ data }: { data: Data & { quote: NonNullable<Data['quote']> } }) {
  const { quote, viewer, appConfig } = data;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const environment = useRelayEnvironment();
  const savePrefs = useUpdatePreferencesMutation();
  const products = useResultProducts(quote);
  const networks = useMemo(() => networkSummary(products.map((p) => p.hauler.type)), [products]);

  const [filters, setFilters] = useState<ProductFilters>({
    ...DEFAULT_FILTERS,
    network: networks.default,
  });
  const [sort, setSort] = useState<SortValue>('def');
  // View By starts on the viewer's searchType preference (default product); a change is saved.
  const [viewBy, setViewBy] = useState<ViewBy>(
    viewer?.preferences.searchType === 'hauler' ? 'hauler' : 'product',
  );
  const changeViewBy = useCallback(
    (v: ViewBy) => {
      setViewBy(v);
      if (viewer && viewer.preferences.searchType !== v)
        savePrefs({ viewerId: viewer.id, searchType: v });
    },
    [viewer, savePrefs],
  );
  const [hidden, setHidden] = useState<Set<OverlayToggle>>(new Set());
  const [pinPending, setPinPending] = useState(false);

  // Each search starts on its default network (inNetwork, or outOfNetwork when only that exists).
  const [searchId, setSearchId] = useState(quote.id);
  if (searchId !== quote.id) {
    setSearchId(quote.id);
    setFilters((f) => ({ ...f, network: networks.default }));
    setPinPending(false);
  }

  useEffect(() => {
    updateBias(quote.place);
    // The search was recorded: the Search History must be read again.
    commitLocalUpdate(environment, (store) =>
      store.getRoot().getLinkedRecord('searchHistory')?.invalidateRecord(),
    );
  }, [environment, quote.id, quote.place]);

  // The pin listener: rerun 1.5 s after a drag; a newer drag or leaving the page cancels it.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onPinDragEnd = useCallback(
    (p: LatLngLiteral) => {
      if (timer.current) clearTimeout(timer.current);
      setPinPending(true);
      timer.current = setTimeout(() => {
        const next = new URLSearchParams(params);
        next.set('lat', p.lat.toFixed(6));
        next.set('lng', p.lng.toFixed(6));
        navigate({ search: next.toString() });
      }, PIN_RERUN_MS);
    },
    [navigate, params],
  );
  const toggleNearby = () => {
    const next = new URLSearchParams(params);
    if (quote.nearby) next.delete('nearby');
    else next.set('nearby', '1');
    navigate({ search: next.toString() });
  };

  const inNetwork = useMemo(
    () => products.filter((p) => filters.network === 'all' || p.hauler.type === filters.network),
    [products, filters.network],
  );
  const facets = useMemo(() => {
    const f = facetValues(inNetwork);
    const haulerOfZone = new Map(inNetwork.map((p) => [String(p.zone.databaseId), p.hauler.name]));
    return {
      ...f,
      serviceAreas: f.serviceAreas.map((v) => ({
        ...v,
        label: `${v.label} (${haulerOfZone.get(v.value)})`,
      })),
    };
  }, [inNetwork]);

  const admin = isAdmin(viewer);
  const canPrice = canCreateCustomerPricing(viewer, appConfig.customerPricingEnabled);
  const hiddenKinds = useMemo(
    () => new Set(OVERLAY_KINDS.filter((k) => hidden.has(k as OverlayToggle))),
    [hidden],
  );
  const showPip = viewer?.preferences.showPip ?? true;
  const countShown = useMemo(() => filterProducts(products, filters).length, [products, filters]);

  const pinHint = (
    <Box display="flex" gap="3" alignItems="center" flexWrap="wrap" fontSize="sm">
      {pinPending ? (
        <Text color="teal.700" fontWeight="medium" data-testid="pin-pending" role="status">
          Rerunning the search at the pin…
        </Text>
      ) : (
        <Text color="fg.muted" data-testid="pin-help">
          {/* The offline map's pin also moves from the keyboard (map/OfflineMap.tsx). */}
          {appConfig.googleMapsBrowserKey
            ? 'Drag the pin to search at another point.'
            : 'Drag the pin, or Tab to it and use the arrow keys (Shift: further) then Enter, to search at another point.'}
        </Text>
      )}
      {viewer ? (
        <Checkbox.Root
          size="sm"
          checked={showPip}
          onCheckedChange={(e) => savePrefs({ viewerId: viewer.id, showPip: !!e.checked })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">Picture-in-picture map when scrolled</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Box>
  );

  // Laid out for the price of the first cards above the fold (docs/decisions.md#quote-results-page):
  // from 1280 px the filters, the list and a sticky map column side by side under a one-line
  // header and the toolbar; narrower, the map column sits above the list.
  return (
    <>
      {/* Keyboard users skip the filters straight to the cards. */}
      <SkipNavLink id="results">Skip to results</SkipNavLink>
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          lg: '14rem minmax(0, 1fr)',
          xl: '11.5rem minmax(0, 1fr) 15rem',
        }}
        templateAreas={{
          base: '"header" "side" "toolbar" "list" "filters"',
          lg: '"filters header" "filters side" "filters toolbar" "filters list"',
          xl: '"filters header header" "filters toolbar toolbar" "filters list side"',
        }}
        templateRows={{ lg: 'auto auto auto 1fr', xl: 'auto auto 1fr' }}
        columnGap={{ base: '4', xl: '3' }}
        rowGap="2"
        alignItems="start"
      >
        {/* The filters stay beside the list and scroll on their own when taller than the window. */}
        <Box
          as="aside"
          aria-label="Filters"
          data-testid="filter-sidebar"
          gridArea="filters"
          position={{ lg: 'sticky' }}
          top="2"
          maxH={{ lg: 'calc(100vh - 1rem)' }}
          overflowY={{ lg: 'auto' }}
          overscrollBehavior="contain"
          bg="white"
          borderWidth="1px"
          rounded="md"
          px="3"
          py="3"
        >
          <QuoteFilters filters={filters} facets={facets} onChange={setFilters}>
            {admin ? <HideFeatures hidden={hidden} onChange={setHidden} /> : null}
          </QuoteFilters>
        </Box>
        <Box gridArea="header" minW="0">
          <QuoteHeader search={quote} />
        </Box>
        {/* Banners, map and geo notes: a column beside the list that stays in view while it scrolls. */}
        <Stack
          as="section"
          aria-label="Map and notes"
          gridArea="side"
          gap="2"
          minW="0"
          position={{ xl: 'sticky' }}
          top="2"
          maxH={{ xl: 'calc(100vh - 1rem)' }}
          overflowY={{ xl: 'auto' }}
          overscrollBehavior="contain"
          data-testid="map-column"
        >
          <NotesBanners search={quote} />
          <QuoteMapPanel
            search={quote}
            hiddenKinds={hiddenKinds}
            showPin={!hidden.has('marker')}
            onPinDragEnd={onPinDragEnd}
            googleMapsKey={appConfig.googleMapsBrowserKey}
            pip={showPip}
          />
          {pinHint}
          <RateCardPrompt search={quote} />
          <GeoNotesAccordion search={quote} />
        </Stack>
        <Box gridArea="toolbar" minW="0">
          <ResultsToolbar
            viewBy={viewBy}
            onViewBy={changeViewBy}
            nearby={quote.nearby}
            onExpand={toggleNearby}
            network={filters.network}
            networkOptions={networks.options}
            networkNotes={networks.notes}
            onNetwork={(network) => setFilters((f) => ({ ...f, network }))}
            sort={sort}
            onSort={setSort}
            count={countShown}
          />
        </Box>
        <Box as="section" aria-label="Results" gridArea="list" minW="0" id="results" tabIndex={-1}>
          <ResultsList
            products={products}
            filters={filters}
            sort={sort}
            viewBy={viewBy}
            canPrice={canPrice}
          />
        </Box>
      </Grid>
    </>
  );
}

export default function QuoteResultPage() {
  const ref = useLoaderData() as PreloadedQuery<QuoteResultPageQuery>;
  const data = usePreloadedQuery<QuoteResultPageQuery>(quoteResultPageQuery, ref);
  const { placeId = '' } = useParams();
  return (
    <Container maxW="8xl" py="2" px={{ base: '3', md: '4' }}>
      {data.quote ? (
        // A new place is a new page: filters, clock and pin timer start over.
        <Results key={placeId} data={{ ...data, quote: data.quote }} />
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
