// /feedback: embeds the external feedback form configured for the deployment.
import { Box, Container, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { FeedbackPageQuery } from './__generated__/FeedbackPageQuery.graphql.ts';

export const feedbackPageQuery = graphql`
  query FeedbackPageQuery @preloadable {
    appConfig {
      feedbackFormUrl
    }
  }
`;

export default function FeedbackPage() {
  const ref = useLoaderData() as PreloadedQuery<FeedbackPageQuery>;
  const { appConfig } = usePreloadedQuery<FeedbackPageQuery>(feedbackPageQuery, ref);
  return (
    <Container maxW="5xl" py="8">
      <PageHeader title="Feedback">Tell us what works and what gets in your way.</PageHeader>
      {appConfig.feedbackFormUrl ? (
        <Box asChild w="full" h="75vh" bg="white" borderWidth="1px" rounded="md">
          <iframe title="Feedback form" src={appConfig.feedbackFormUrl} />
        </Box>
      ) : (
        <Text color="fg.muted">No feedback form is configured for this installation.</Text>
      )}
    </Container>
  );
}
