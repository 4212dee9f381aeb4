// The zone's Pricing tab: the card grid of its pricing records, or the pricing form.
import { Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { PricingCard } from './PricingCard.tsx';
import { PricingForm } from './PricingForm.tsx';
import type { PricingTab_query$key } from './__generated__/PricingTab_query.graphql.ts';
import type { PricingTab_zone$key } from './__generated__/PricingTab_zone.graphql.ts';

const fragment = graphql`
  fragment PricingTab_zone on Zone {
    id
    pricing {
      id
      ...PricingCard_pricing
      ...PricingForm_pricing
    }
  }
`;

const queryFragment = graphql`
  fragment PricingTab_query on Query {
    ...PricingForm_query
  }
`;

export function PricingTab({
  zoneRef,
  queryRef,
  canEdit,
}: {
  zoneRef: PricingTab_zone$key;
  queryRef: PricingTab_query$key;
  canEdit: boolean;
}) {
  const zone = useFragment(fragment, zoneRef);
  const query = useFragment(queryFragment, queryRef);
  // null: the cards; 'new': the empty form; an id: that record's form.
  const [open, setOpen] = useState<string | null>(null);
  if (open) {
    const record = zone.pricing.find((p) => p.id === open) ?? null;
    return (
      <>
        <Button size="sm" variant="ghost" mb="2" onClick={() => setOpen(null)}>
          ← Back to cards
        </Button>
        <PricingForm
          key={open}
          zoneId={zone.id}
          queryRef={query}
          pricingRef={record}
          canEdit={canEdit}
          onClose={() => setOpen(null)}
        />
      </>
    );
  }
  return (
    <>
      <HStack justify="space-between" mb="3">
        <Text color="fg.muted" textStyle="sm">
          {zone.pricing.length} pricing record{zone.pricing.length === 1 ? '' : 's'}, by rank
        </Text>
        {canEdit && (
          <Button size="sm" colorPalette="teal" onClick={() => setOpen('new')}>
            + Add Pricing
          </Button>
        )}
      </HStack>
      {zone.pricing.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          This Zone has no pricing yet.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {zone.pricing.map((p) => (
            <PricingCard key={p.id} pricingRef={p} onOpen={() => setOpen(p.id)} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
