// One product of the results (spec 2 "Quote result page"): hauler and region, price with its tax
// tooltip, overage per ton, extension, profitability, 45-day sales, availability, copy buttons,
// permit notes, fill exceptions, exceptions, alerts and notes.
import type { ReactNode } from 'react';
import { Badge, Box, Card, Flex, Grid, HStack, Stack, Text, Tooltip, Wrap } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatUsd } from '../../../ui/format/usd.ts';
import { CopyButton } from './CopyButton.tsx';
import { ProductAvailability } from './ProductAvailability.tsx';
import { TruncatedText } from './TruncatedText.tsx';
import type { ProductCard_product$key } from './__generated__/ProductCard_product.graphql.ts';

/** One figure inline: a small label and its value (the card keeps them on one line). */
function Figure({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <HStack gap="1.5" align="baseline">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="sm" data-testid={testId}>
        {children}
      </Text>
    </HStack>
  );
}

export function ProductCard({
  product,
  actions,
}: {
  product: ProductCard_product$key;
  actions?: ReactNode;
}) {
  const p = useFragment(
    graphql`
      fragment ProductCard_product on QuoteProduct {
        databaseId
        price
        cost
        profitability
        badMargin
        tax
        taxRate
        taxBase
        overagePrice
        extensionPrice
        soldQtyLast45
        tonnageLabel
        netsuiteItemName
        preferred
        makoPreferred
        noService
        mustCall
        productNotes
        permitNotes
        size {
          name
        }
        wasteType {
          name
        }
        costStructure {
          name
        }
        hauler {
          name
          type
        }
        region {
          name
          phone
        }
        zone {
          name
        }
        fillExceptions {
          key
          label
          allowed
          note
        }
        exceptions {
          id
          summary
        }
        alerts {
          id
          text
        }
        notes {
          id
          description
        }
        ...ProductAvailability_product
      }
    `,
    product,
  );
  const title = [p.size?.name, p.wasteType?.name].filter(Boolean).join(' · ');
  return (
    <Card.Root
      bg="white"
      variant="outline"
      data-testid="product-card"
      data-product-id={p.databaseId}
      data-price={p.price ?? ''}
      data-size={p.size?.name ?? ''}
      data-waste={p.wasteType?.name ?? ''}
      data-network={p.hauler.type}
      borderLeftWidth="4px"
      borderLeftColor={p.hauler.type === 'inNetwork' ? 'teal.500' : 'orange.400'}
    >
      {/* Dense on purpose: the first three prices fit a laptop screen (docs/decisions.md#quote-results-page). */}
      <Card.Body px="3" py="2" gap="1">
        <Grid templateColumns="minmax(0, 1fr) auto" columnGap="3">
          <Box minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="bold" fontSize="md" data-testid="card-title">
                {title || 'Size not found'}
              </Text>
              <Badge size="sm" colorPalette={p.hauler.type === 'inNetwork' ? 'teal' : 'orange'}>
                {p.hauler.type === 'inNetwork' ? 'In Network' : 'Out of Network'}
              </Badge>
              {p.tonnageLabel ? (
                <Badge size="sm" variant="outline">
                  {p.tonnageLabel}
                </Badge>
              ) : null}
              {p.costStructure ? (
                <Badge size="sm" colorPalette="purple">
                  {p.costStructure.name}
                </Badge>
              ) : null}
              {p.preferred ? (
                <Badge size="sm" colorPalette="green">
                  Preferred
                </Badge>
              ) : null}
              {p.makoPreferred ? (
                <Badge size="sm" colorPalette="cyan">
                  Mako Preferred
                </Badge>
              ) : null}
              {p.noService ? (
                <Badge size="sm" colorPalette="red">
                  No Service
                </Badge>
              ) : null}
              {p.mustCall ? (
                <Badge size="sm" colorPalette="orange">
                  Must Call
                </Badge>
              ) : null}
            </HStack>
            <HStack gap="1" fontSize="sm" color="fg.muted" wrap="wrap">
              <Text data-testid="card-hauler">{p.hauler.name}</Text>
              <CopyButton text={p.hauler.name} label="hauler name" />
              <Text>
                · {p.region.name} · {p.zone.name}
              </Text>
              {p.region.phone ? (
                <>
                  <Text>· {p.region.phone}</Text>
                  <CopyButton text={p.region.phone} label="region phone" />
                </>
              ) : null}
            </HStack>
            <Wrap columnGap="3" rowGap="0" mt="0.5" data-testid="card-figures">
              <Figure label="Overage / ton">{formatUsd(p.overagePrice) || '—'}</Figure>
              <Figure label="Extension / day">{formatUsd(p.extensionPrice) || '—'}</Figure>
              {/* Business figures come only for internal users (null otherwise). */}
              {p.soldQtyLast45 !== null ? (
                <>
                  <Figure label="Cost">{formatUsd(p.cost) || '—'}</Figure>
                  <Figure label="Profitability" testId="card-profit">
                    <Text as="span" color={p.badMargin ? 'red.600' : 'green.700'}>
                      {formatUsd(p.profitability) || '—'}
                    </Text>
                    {p.badMargin ? (
                      <Badge ml="1" colorPalette="red" size="sm">
                        Bad margin
                      </Badge>
                    ) : null}
                  </Figure>
                  <Figure label="Sold (45 days)">{p.soldQtyLast45}</Figure>
                </>
              ) : null}
            </Wrap>
          </Box>
          <Stack gap="0.5" align="flex-end" textAlign="right">
            <HStack justify="flex-end" gap="1">
              <Tooltip.Root openDelay={100}>
                <Tooltip.Trigger asChild>
                  <Text
                    fontSize="2xl"
                    lineHeight="short"
                    fontWeight="bold"
                    color="teal.700"
                    data-testid="card-price"
                    tabIndex={0}
                  >
                    {formatUsd(p.price) || '—'}
                  </Text>
                </Tooltip.Trigger>
                <Tooltip.Positioner>
                  <Tooltip.Content>
                    Tax {p.taxRate ? `${Number(p.taxRate)}%` : 'n/a'}: {formatUsd(p.tax) || '$0.00'}
                    {p.taxBase ? ` (flat tax base ${formatUsd(p.taxBase)})` : ''}
                  </Tooltip.Content>
                </Tooltip.Positioner>
              </Tooltip.Root>
              <CopyButton text={p.price ? formatUsd(p.price) : null} label="price" />
            </HStack>
            <Text fontSize="xs" color="fg.muted" data-testid="card-tax">
              + tax {formatUsd(p.tax) || '$0.00'}
            </Text>
            {actions}
          </Stack>
        </Grid>
        <ProductAvailability product={p} />
        {p.permitNotes || p.netsuiteItemName ? (
          <Flex gap="3" justify="space-between" align="baseline" wrap="wrap">
            <TruncatedText
              text={p.permitNotes ? `Permit: ${p.permitNotes}` : null}
              fontSize="sm"
              lineHeight="short"
            />
            {p.netsuiteItemName ? (
              <HStack gap="1" fontSize="xs" color="fg.muted" ml="auto">
                <Text>NetSuite: {p.netsuiteItemName}</Text>
                <CopyButton text={p.netsuiteItemName} label="NetSuite item" />
              </HStack>
            ) : null}
          </Flex>
        ) : null}
        <Stack gap="0" fontSize="sm" lineHeight="short">
          {p.productNotes ? <TruncatedText text={p.productNotes} /> : null}
          {p.notes.map((n) => (
            <TruncatedText key={n.id} text={n.description} color="fg.muted" />
          ))}
          {p.exceptions.map((e) => (
            <TruncatedText
              key={e.id}
              text={e.summary}
              color="orange.700"
              data-testid="card-exception"
            />
          ))}
          {/* Alerts run on one line, each cut at 85 characters, wrapping when they do not fit. */}
          {p.alerts.length ? (
            <Wrap columnGap="3" rowGap="0" color="red.700" data-testid="card-alerts">
              {p.alerts.map((a) => (
                <TruncatedText key={a.id} text={`Alert: ${a.text}`} />
              ))}
            </Wrap>
          ) : null}
        </Stack>
        {p.fillExceptions.length ? (
          <Wrap columnGap="1" rowGap="0.5" aria-label="Fill exceptions" align="center">
            <Text fontSize="xs" color="fg.muted">
              Takes:
            </Text>
            {p.fillExceptions.map((f) => (
              <Badge
                key={f.key}
                size="sm"
                variant="subtle"
                colorPalette={f.allowed ? 'green' : 'gray'}
                title={f.note ?? undefined}
                textDecoration={f.allowed ? undefined : 'line-through'}
              >
                {f.label}
              </Badge>
            ))}
          </Wrap>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
