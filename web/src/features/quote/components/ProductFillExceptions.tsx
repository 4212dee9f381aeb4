// What a product takes ("Takes:"): each fill exception as a badge, struck through when not
// allowed, its note in the title.
import { Badge, Text, Wrap } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductFillExceptions_product$key } from './__generated__/ProductFillExceptions_product.graphql.ts';

export function ProductFillExceptions({ product }: { product: ProductFillExceptions_product$key }) {
  const { fillExceptions } = useFragment(
    graphql`
      fragment ProductFillExceptions_product on QuoteProduct {
        fillExceptions {
          label
          allowed
          note
        }
      }
    `,
    product,
  );
  if (!fillExceptions.length) return null;
  return (
    <Wrap columnGap="1" rowGap="0.5" aria-label="Fill exceptions" align="center">
      <Text fontSize="xs" color="fg.muted">
        Takes:
      </Text>
      {fillExceptions.map((f) => (
        <Badge
          key={f.label}
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
  );
}
