// What a product takes ("Takes:"): a badge per debris type, those taken first, those refused
// struck through after them; a note in its badge's title.
import { Badge, Text, Wrap } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductFillExceptions_product$key } from './__generated__/ProductFillExceptions_product.graphql.ts';

export function ProductFillExceptions({ product }: { product: ProductFillExceptions_product$key }) {
  const { fillSummary: fills } = useFragment(
    graphql`
      fragment ProductFillExceptions_product on QuoteProduct {
        fillSummary {
          takes
          refuses
          notes {
            label
            note
          }
        }
      }
    `,
    product,
  );
  if (!fills.takes.length && !fills.refuses.length) return null;
  const noteOf = (label: string) => fills.notes.find((n) => n.label === label)?.note;
  const badge = (label: string, allowed: boolean) => (
    <Badge
      key={label}
      size="sm"
      variant="subtle"
      colorPalette={allowed ? 'green' : 'gray'}
      title={noteOf(label)}
      textDecoration={allowed ? undefined : 'line-through'}
      data-allowed={allowed}
    >
      {label}
    </Badge>
  );
  return (
    <Wrap columnGap="1" rowGap="0.5" aria-label="Fill exceptions" align="center">
      <Text fontSize="xs" color="fg.muted">
        Takes:
      </Text>
      {fills.takes.map((label) => badge(label, true))}
      {fills.refuses.map((label) => badge(label, false))}
    </Wrap>
  );
}
