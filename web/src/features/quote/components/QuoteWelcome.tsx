import { Box, Card, Heading, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuoteWelcome_viewer$key } from './__generated__/QuoteWelcome_viewer.graphql.ts';

/** Greets the user on the quote search page until the address search lands there. */
export function QuoteWelcome({ viewer }: { viewer: QuoteWelcome_viewer$key }) {
  const user = useFragment(
    graphql`
      fragment QuoteWelcome_viewer on Viewer {
        firstName
        username
      }
    `,
    viewer,
  );
  return (
    <Card.Root bg="white" variant="outline">
      <Card.Body>
        <Heading as="h2" size="md">
          Welcome, {user.firstName || user.username}
        </Heading>
        <Text mt="2" color="fg.muted">
          This is the quote search. Address search, results by hauler or dumpster, and your search
          history will appear here.
        </Text>
        <Box id="search-history" mt="4" />
      </Card.Body>
    </Card.Root>
  );
}
