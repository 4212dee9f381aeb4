// /quote: the quote search start page (spec 2 "Quote search page"): address search with place
// suggestions, several ZIP codes at once, the Haulers / Dumpsters choice and the Search History.
import { memo, Suspense } from 'react';
import { Card, Container, Grid, Separator, Spinner, Stack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { AddressSearch } from '../../features/quote/components/AddressSearch.tsx';
import { QuoteGreeting } from '../../features/quote/components/QuoteGreeting.tsx';
import { MultiZipInput } from '../../features/quote/components/MultiZipInput.tsx';
import { SearchHistoryList } from '../../features/quote/components/SearchHistoryList.tsx';
import { SearchTypeChoice } from '../../features/quote/components/SearchTypeChoice.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useStableCallback } from '../../ui/useStableCallback.ts';
import type { QuotePageQuery } from './__generated__/QuotePageQuery.graphql.ts';

export const quotePageQuery = graphql`
  query QuotePageQuery @preloadable {
    viewer {
      ...QuoteGreeting_viewer
      ...SearchTypeChoice_viewer
    }
    searchHistory {
      ...SearchHistoryList_history
    }
  }
`;

/** The results route of a place. */
export const resultPath = (placeId: string) => `/quote/result/${encodeURIComponent(placeId)}`;

/** The search and the history: they wait for the route query; the title does not. */
function QuoteSearchBody({
  queryRef,
  onPlace,
}: {
  queryRef: PreloadedQuery<QuotePageQuery>;
  onPlace: (placeId: string) => void;
}) {
  const data = usePreloadedQuery<QuotePageQuery>(quotePageQuery, queryRef);
  return (
    <>
      {data.viewer ? <QuoteGreeting viewer={data.viewer} /> : null}
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Card.Root bg="white" variant="outline">
          <Card.Body>
            <Stack gap="5">
              {data.viewer ? <SearchTypeChoice viewer={data.viewer} /> : null}
              <AddressSearch onSelect={(s) => onPlace(s.placeId)} />
              <Separator />
              <MultiZipInput onSingle={onPlace} />
            </Stack>
          </Card.Body>
        </Card.Root>
        <SearchHistoryList history={data.searchHistory} />
      </Grid>
    </>
  );
}

/**
 * The page without the router's hooks, memoised: a hook reading the router's state renders again
 * at every change of it, and the press on a place changes it (the navigation starts) while the
 * results query is in flight. Rendering this page again then cost the results' first card 30 to
 * 50 ms of main-thread work for nothing (web/README.md#what-a-search-costs-in-the-browser).
 */
const QuotePageBody = memo(function QuotePageBody(props: {
  queryRef: PreloadedQuery<QuotePageQuery>;
  onPlace: (placeId: string) => void;
}) {
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Quote search">
        Find the haulers and dumpsters that serve an address.
      </PageHeader>
      <Suspense fallback={<Spinner />}>
        <QuoteSearchBody {...props} />
      </Suspense>
    </Container>
  );
});

export default function QuotePage() {
  const ref = useLoaderData() as PreloadedQuery<QuotePageQuery>;
  const navigate = useNavigate();
  const onPlace = useStableCallback((placeId: string) => void navigate(resultPath(placeId)));
  return <QuotePageBody queryRef={ref} onPlace={onPlace} />;
}
