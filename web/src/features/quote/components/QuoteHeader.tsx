// The address title with the market name, local time and time zone, the two external map links
// and the portable toilet rate card prompt.
import { memo } from 'react';
import { Badge, Box, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CopyButton } from './CopyButton.tsx';
import { LocalClock } from './LocalClock.tsx';
import type { QuoteHeader_rateCard$key } from './__generated__/QuoteHeader_rateCard.graphql.ts';
import type { QuoteHeader_search$key } from './__generated__/QuoteHeader_search.graphql.ts';

// Memoised: the results page re-renders around it without changing the search.
export const QuoteHeader = memo(function QuoteHeader({
  search,
}: {
  search: QuoteHeader_search$key;
}) {
  const s = useFragment(
    graphql`
      fragment QuoteHeader_search on QuoteSearch {
        place {
          formattedAddress
        }
        location {
          lat
          lng
        }
        market {
          name
        }
        locale {
          name
          state
        }
        timeZone {
          timeZoneId
          timeZoneName
        }
      }
    `,
    search,
  );
  const { lat, lng } = s.location;
  // One compact line (wrapping when long): the address and market, then the local time, the
  // county and the two map links (docs/decisions.md#quote-results-page).
  return (
    <Box as="header">
      <Flex columnGap="2" rowGap="0" align="center" wrap="wrap">
        <Heading as="h1" size="lg" lineHeight="short" data-testid="address-title">
          {s.place.formattedAddress}
        </Heading>
        <CopyButton text={s.place.formattedAddress} label="address" />
        {s.market ? (
          <Badge colorPalette="teal" size="md" data-testid="market-name">
            {s.market.name}
          </Badge>
        ) : (
          <Badge size="md" data-testid="market-name">
            No market
          </Badge>
        )}
        <HStack gap="3" fontSize="sm" wrap="wrap" ml="2">
          {s.timeZone ? (
            <LocalClock zone={s.timeZone.timeZoneId} zoneName={s.timeZone.timeZoneName} />
          ) : null}
          {s.locale ? (
            <Text color="fg.muted" data-testid="locale-name">
              {s.locale.name}
              {s.locale.state ? `, ${s.locale.state}` : ''}
            </Text>
          ) : null}
          <Link
            href={`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`}
            target="_blank"
            rel="noopener noreferrer"
            color="teal.700"
          >
            Google Maps
          </Link>
          <Link
            href={`https://www.bing.com/maps?cp=${lat}~${lng}&lvl=17&sp=point.${lat}_${lng}`}
            target="_blank"
            rel="noopener noreferrer"
            color="teal.700"
          >
            Bing Maps
          </Link>
        </HStack>
      </Flex>
    </Box>
  );
});

/** The portable toilet rate card prompt, with the market's line. */
export function RateCardPrompt({ search }: { search: QuoteHeader_rateCard$key }) {
  const s = useFragment(
    graphql`
      fragment QuoteHeader_rateCard on QuoteSearch {
        market {
          name
          ourPhone
        }
      }
    `,
    search,
  );
  return (
    <Text
      fontSize="sm"
      bg="purple.50"
      color="purple.900"
      px="3"
      py="1"
      rounded="md"
      data-testid="rate-card-prompt"
    >
      Portable toilets? Quote them from the portable toilet rate card
      {s.market ? ` for ${s.market.name}` : ''}
      {s.market?.ourPhone ? ` (market line ${s.market.ourPhone})` : ''}.
    </Text>
  );
}
