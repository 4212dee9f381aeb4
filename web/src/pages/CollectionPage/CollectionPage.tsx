// /:model/collection (spec 2 "Collection screen"): haulers, markets or geo notes, with search,
// sort, paging and an Add button; tabs switch between the three (the top bar's Collections entry
// opens the haulers). The loader sends an unknown model to /quote; a first page that
// fails to load does too.
import { Button, Container, HStack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Navigate, Link as RouterLink, useLoaderData, useLocation } from 'react-router-dom';
import { GeoNoteCollection } from '../../features/reports/components/GeoNoteCollection.tsx';
import { HaulerCollection } from '../../features/reports/components/HaulerCollection.tsx';
import { MarketCollection } from '../../features/reports/components/MarketCollection.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { CollectionPageQuery } from './__generated__/CollectionPageQuery.graphql.ts';
import { COLLECTION_MODELS, type CollectionModel } from './collectionModels.ts';

export const collectionPageQuery = graphql`
  query CollectionPageQuery($haulers: Boolean!, $markets: Boolean!, $geoNotes: Boolean!)
  @preloadable {
    ...HaulerCollection_query @alias(as: "haulers") @include(if: $haulers)
    ...MarketCollection_query @alias(as: "markets") @include(if: $markets)
    ...GeoNoteCollection_query @alias(as: "geoNotes") @include(if: $geoNotes)
  }
`;

function Collection() {
  const ref = useLoaderData() as PreloadedQuery<CollectionPageQuery>;
  const data = usePreloadedQuery<CollectionPageQuery>(collectionPageQuery, ref);
  if (data.haulers) return <HaulerCollection query={data.haulers} />;
  if (data.markets) return <MarketCollection query={data.markets} />;
  if (data.geoNotes) return <GeoNoteCollection query={data.geoNotes} />;
  return <Navigate to="/quote" replace />;
}

export default function CollectionPage() {
  // The route path names the model ('haulers/collection').
  const model = useLocation().pathname.split('/')[1] as CollectionModel;
  const ref = useLoaderData() as PreloadedQuery<CollectionPageQuery>;
  return (
    <Container maxW="7xl" py="8">
      <HStack as="nav" aria-label="Collections" gap="2" mb="4">
        {(Object.keys(COLLECTION_MODELS) as CollectionModel[]).map((m) => (
          <Button
            key={m}
            asChild
            size="sm"
            variant={m === model ? 'subtle' : 'ghost'}
            colorPalette={m === model ? 'teal' : 'gray'}
          >
            <RouterLink to={`/${m}/collection`} aria-current={m === model ? 'page' : undefined}>
              {COLLECTION_MODELS[m].title}
            </RouterLink>
          </Button>
        ))}
      </HStack>
      <PageHeader title={COLLECTION_MODELS[model].title}>
        {COLLECTION_MODELS[model].description}
      </PageHeader>
      <ErrorBoundary resetKey={ref} fallback={() => <Navigate to="/quote" replace />}>
        <Collection key={model} />
      </ErrorBoundary>
    </Container>
  );
}
