// /quote: the quote search start page (address search arrives in a later release).
import { Container } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { QuoteWelcome } from '../../features/quote/components/QuoteWelcome.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { QuotePageQuery } from './__generated__/QuotePageQuery.graphql.ts';

export const quotePageQuery = graphql`
  query QuotePageQuery {
    viewer {
      ...QuoteWelcome_viewer
    }
  }
`;

export default function QuotePage() {
  const ref = useLoaderData() as PreloadedQuery<QuotePageQuery>;
  const { viewer } = usePreloadedQuery<QuotePageQuery>(quotePageQuery, ref);
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title="Quote search">
        Find the haulers and dumpsters that serve an address.
      </PageHeader>
      {viewer ? <QuoteWelcome viewer={viewer} /> : null}
    </Container>
  );
}
