// The heading of a product card: size and waste type, the network and flag badges, then the
// hauler, region and zone with the region's phone (both copyable).
import { Badge, HStack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CopyButton } from './CopyButton.tsx';
import type { ProductHeading_product$key } from './__generated__/ProductHeading_product.graphql.ts';

export function ProductHeading({ product }: { product: ProductHeading_product$key }) {
  const p = useFragment(
    graphql`
      fragment ProductHeading_product on QuoteProduct {
        tonnageLabel
        preferred
        makoPreferred
        noService
        mustCall
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
      }
    `,
    product,
  );
  const title = [p.size?.name, p.wasteType?.name].filter(Boolean).join(' · ');
  return (
    <>
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
    </>
  );
}
