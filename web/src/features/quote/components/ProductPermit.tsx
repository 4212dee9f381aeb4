// The permit notes of a product card and its NetSuite item name (copyable), on one line.
import { Flex, HStack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CopyButton } from './CopyButton.tsx';
import { TruncatedText } from './TruncatedText.tsx';
import type { ProductPermit_product$key } from './__generated__/ProductPermit_product.graphql.ts';

export function ProductPermit({ product }: { product: ProductPermit_product$key }) {
  const p = useFragment(
    graphql`
      fragment ProductPermit_product on QuoteProduct {
        permitNotes
        netsuiteItemName
      }
    `,
    product,
  );
  if (!p.permitNotes && !p.netsuiteItemName) return null;
  return (
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
  );
}
