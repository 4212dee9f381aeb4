// The availability accordion of a product card: each delivery type with its cutoffs and the
// reasons the main API gave (why a product is must-call, unavailable or later than usual).
import { Accordion, Badge, Box, Grid, HStack, List, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate } from '@shared/quote/text.ts';
import type { ProductAvailability_product$key } from './__generated__/ProductAvailability_product.graphql.ts';

const tone = (type: string) =>
  type === 'noService'
    ? 'red'
    : type === 'mustCall'
      ? 'orange'
      : type === 'sameDay'
        ? 'green'
        : 'blue';

export function ProductAvailability({ product }: { product: ProductAvailability_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductAvailability_product on QuoteProduct {
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
    `,
    product,
  );
  const first =
    data.availability.find((a) => a.deliveryType === 'newDeliveries') ?? data.availability[0];
  return (
    // The panel renders when first opened: a results page shows many cards, few are opened.
    <Accordion.Root collapsible lazyMount size="sm" variant="plain">
      <Accordion.Item value="availability">
        <Accordion.ItemTrigger px="0" py="1" cursor="pointer">
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
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody px="0" pt="1">
            <Grid templateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="xs">
              {data.availability.map((a) => (
                <Box display="contents" key={`${a.deliveryType}-${a.sizeName ?? ''}`}>
                  <Text fontWeight="semibold">{a.deliveryTypeLabel}</Text>
                  <Text>
                    {a.deliveryDate.friendlyText}
                    {a.noServiceReason ? ` (${a.noServiceReason})` : ''} · same day by{' '}
                    {a.sameDayCutoff} · next day by {a.nextDayCutoff}
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
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}
