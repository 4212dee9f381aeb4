// One pricing record of a zone as a card (Pricing tab): size, waste type, money with 2 decimals,
// notes cut at 85 characters (docs/decisions.md#constants-and-limits).
import { Badge, Box, Button, DataList, HStack, Heading, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { truncate } from './cardText.ts';
import type { PricingCard_pricing$key } from './__generated__/PricingCard_pricing.graphql.ts';

const fragment = graphql`
  fragment PricingCard_pricing on RolloffPricing {
    size {
      name
    }
    wasteType {
      name
    }
    price
    cost
    extraDayPrice
    pricePerTon
    tonnage
    rentalPeriod
    rank
    productNotes
  }
`;

const money = (m: string | null | undefined) => (m == null ? '--' : `$${Number(m).toFixed(2)}`);

/** A card; `onOpen` shows the record's form (view, Edit, Delete). */
export function PricingCard({
  pricingRef,
  onOpen,
}: {
  pricingRef: PricingCard_pricing$key;
  onOpen: () => void;
}) {
  const p = useFragment(fragment, pricingRef);
  const rows: Array<[string, string]> = [
    ['Price', money(p.price)],
    ['Cost', money(p.cost)],
    ['Extra day', money(p.extraDayPrice)],
    ['Overage / ton', money(p.pricePerTon)],
    ['Tonnage', p.tonnage ? `${p.tonnage} T` : '--'],
    ['Rental days', p.rentalPeriod == null ? '--' : String(p.rentalPeriod)],
  ];
  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="4" data-testid="pricing-card">
      <HStack justify="space-between" align="start" mb="2">
        <Box>
          <Heading size="sm">{p.size?.name ?? 'No size'}</Heading>
          <Text textStyle="sm" color="fg.muted">
            {p.wasteType?.name ?? 'No waste type'}
          </Text>
        </Box>
        <Badge variant="outline" title="Rank among the zone's products">
          Rank {p.rank}
        </Badge>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {p.productNotes && (
        <Text textStyle="xs" color="fg.muted" mt="2" title={p.productNotes} data-testid="card-text">
          {truncate(p.productNotes)}
        </Text>
      )}
      <Button size="xs" variant="outline" mt="3" onClick={onOpen}>
        Open
      </Button>
    </Box>
  );
}
