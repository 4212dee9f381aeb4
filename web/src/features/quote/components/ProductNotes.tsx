// The notes of a product card: the product's own note, the region's notes, the exceptions and
// the alerts, each cut at 85 characters (TruncatedText).
import { Stack, Wrap } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { TruncatedText } from './TruncatedText.tsx';
import type { ProductNotes_product$key } from './__generated__/ProductNotes_product.graphql.ts';

export function ProductNotes({ product }: { product: ProductNotes_product$key }) {
  const p = useFragment(
    graphql`
      fragment ProductNotes_product on QuoteProduct {
        productNotes
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
      }
    `,
    product,
  );
  return (
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
  );
}
