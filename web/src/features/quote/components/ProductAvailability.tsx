// The availability accordion of a product card: the summary (new deliveries, with the first
// reason) comes with the card; each delivery type with its cutoffs and the reasons the main API
// gave (why a product is must-call, unavailable or later than usual) loads when the accordion
// first opens (Query.quoteProduct): they are most of a search's answer, and few cards are opened.
import { Suspense, useId, useState } from 'react';
import { Badge, Box, Button, chakra, Grid, HStack, List, Spinner, Text } from '@chakra-ui/react';
import {
  fetchQuery,
  graphql,
  useFragment,
  useLazyLoadQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { formatDate } from '@shared/quote/text.ts';
import { ErrorBoundary } from '../../../ui/ErrorBoundary.tsx';
import {
  detailsErrorText,
  PRODUCT_GONE_MESSAGE,
  productVariables,
  useQuoteSearchArgs,
  type QuoteSearchArgs,
} from '../../../ui/quoteSearchArgs.ts';
import type { ProductAvailability_product$key } from './__generated__/ProductAvailability_product.graphql.ts';
import type { ProductAvailabilityDetailsQuery } from './__generated__/ProductAvailabilityDetailsQuery.graphql.ts';

const tone = (type: string) =>
  type === 'noService'
    ? 'red'
    : type === 'mustCall'
      ? 'orange'
      : type === 'sameDay'
        ? 'green'
        : 'blue';

const detailsQuery = graphql`
  query ProductAvailabilityDetailsQuery(
    $placeId: ID!
    $lat: Float
    $lng: Float
    $nearby: Boolean!
    $searchType: SearchType
    $id: ID!
  ) {
    quoteProduct(
      placeId: $placeId
      lat: $lat
      lng: $lng
      nearby: $nearby
      searchType: $searchType
      id: $id
    ) {
      id
      availability {
        deliveryType
        deliveryTypeLabel
        sizeName
        noServiceReason
        windowActive
        windowDays
        sameDayCutoff
        nextDayCutoff
        saturdayActive
        saturdayCutoff
        sundayActive
        sundayCutoff
        nextAvailableService
        deliveryDate {
          friendlyText
          availabilityType
        }
        reasons {
          kind
          text
        }
      }
    }
  }
`;

/** Every delivery type of the product, read when the accordion opens. */
function Details({ args, id, fetchKey }: { args: QuoteSearchArgs; id: string; fetchKey: number }) {
  const { quoteProduct } = useLazyLoadQuery<ProductAvailabilityDetailsQuery>(
    detailsQuery,
    productVariables(args, id),
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  if (!quoteProduct) {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="availability-details-gone">
        {PRODUCT_GONE_MESSAGE}
      </Text>
    );
  }
  return (
    <Grid templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="xs">
      {quoteProduct.availability.map((a) => (
        <Box display="contents" key={`${a.deliveryType}-${a.sizeName ?? ''}`}>
          <Text fontWeight="semibold">{a.deliveryTypeLabel}</Text>
          <Text>
            {a.deliveryDate.friendlyText}
            {a.noServiceReason ? ` (${a.noServiceReason})` : ''} · same day by {a.sameDayCutoff} ·
            next day by {a.nextDayCutoff}
            {a.saturdayActive ? ` · Sat by ${a.saturdayCutoff}` : ''}
            {a.sundayActive ? ` · Sun by ${a.sundayCutoff}` : ''}
            {a.windowActive ? ` · window ${a.windowDays ?? 7} days` : ''}
            {a.nextAvailableService && a.deliveryDate.availabilityType !== 'noService'
              ? ` · earliest ${formatDate(a.nextAvailableService)}`
              : ''}
          </Text>
          {a.reasons.length > 0 ? (
            <List.Root
              gridColumn="2"
              ps="4"
              color="fg.muted"
              data-testid={`availability-reasons-${a.deliveryType}`}
            >
              {a.reasons.map((r) => (
                <List.Item key={r.text} data-kind={r.kind}>
                  {r.text}
                </List.Item>
              ))}
            </List.Root>
          ) : null}
        </Box>
      ))}
    </Grid>
  );
}

export function ProductAvailability({ product }: { product: ProductAvailability_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductAvailability_product on QuoteProduct {
        id
        availabilitySummary {
          deliveryDate {
            friendlyText
            availabilityType
          }
          reasons {
            text
          }
        }
      }
    `,
    product,
  );
  const args = useQuoteSearchArgs();
  const environment = useRelayEnvironment();
  const [fetchKey, setFetchKey] = useState(0);
  const first = data.availabilitySummary;
  // Pointing at (or tabbing to) the header starts the read, so the list is usually there by the
  // time the click opens it (the same request is shared with the one the opened panel makes).
  // Once the list is in the store, pointing again asks nothing (fetchQuery alone always asks).
  const prefetch = () => {
    if (args)
      fetchQuery(environment, detailsQuery, productVariables(args, data.id), {
        fetchPolicy: 'store-or-network',
      }).subscribe({
        error: () => undefined, // the opened panel's own read shows it
      });
  };
  // The accordion's one item as a disclosure: a button and the panel it shows, rendered when
  // first opened (a results page shows many cards, few are opened) and kept after. Chakra's
  // Accordion mounted three state machines per card for it (accordion, collapsible, presence):
  // about a third of a card's render (web/README.md, "What a search costs in the browser").
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <Box>
      <chakra.button
        type="button"
        display="flex"
        alignItems="center"
        w="full"
        gap="3"
        py="1"
        textAlign="start"
        fontSize="sm"
        cursor="pointer"
        rounded="sm"
        focusVisibleRing="outside"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <HStack flex="1" gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            Availability
          </Text>
          {first ? (
            <Badge
              colorPalette={tone(first.deliveryDate.availabilityType)}
              data-testid="availability-summary"
            >
              {first.deliveryDate.friendlyText}
            </Badge>
          ) : (
            <Badge>Size not found</Badge>
          )}
          {first && first.reasons.length > 0 ? (
            <Text
              fontSize="xs"
              color="fg.muted"
              lineClamp={1}
              title={first.reasons.map((r) => r.text).join('\n')}
              data-testid="availability-why"
            >
              {first.reasons[0].text}
            </Text>
          ) : null}
        </HStack>
        <svg
          width="1.2em"
          height="1.2em"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          style={{
            color: 'var(--chakra-colors-fg-subtle)',
            flexShrink: 0,
            transform: open ? 'rotate(180deg)' : undefined,
            transition: 'transform 0.2s',
          }}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </chakra.button>
      {opened ? (
        <Box id={panelId} hidden={!open} pt="1" pb="4" fontSize="sm">
          {args ? (
            <ErrorBoundary
              resetKey={fetchKey}
              fallback={(error) => (
                <HStack fontSize="xs" color="red.700" data-testid="availability-details-error">
                  <Text>{detailsErrorText(error)}</Text>
                  <Button size="2xs" variant="outline" onClick={() => setFetchKey((k) => k + 1)}>
                    Try again
                  </Button>
                </HStack>
              )}
            >
              <Suspense
                fallback={
                  <HStack fontSize="xs" color="fg.muted" data-testid="availability-details-loading">
                    <Spinner size="xs" />
                    <Text>Loading availability…</Text>
                  </HStack>
                }
              >
                <Details args={args} id={data.id} fetchKey={fetchKey} />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
