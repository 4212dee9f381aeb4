// The greeting of the quote search page.
import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuoteGreeting_viewer$key } from './__generated__/QuoteGreeting_viewer.graphql.ts';

export function QuoteGreeting({ viewer }: { viewer: QuoteGreeting_viewer$key }) {
  const user = useFragment(
    graphql`
      fragment QuoteGreeting_viewer on Viewer {
        firstName
        username
      }
    `,
    viewer,
  );
  return (
    <Text fontWeight="semibold" mb="1" data-testid="quote-greeting">
      Welcome, {user.firstName || user.username}
    </Text>
  );
}
