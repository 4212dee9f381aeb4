// The figures line of a product card: overage and extension prices, and for internal users the
// cost, profitability (red with a badge on a bad margin) and the sales of the last 45 days.
import type { ReactNode } from 'react';
import { Badge, HStack, Text, Wrap } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatUsd } from '../../../ui/format/usd.ts';
import type { ProductFigures_product$key } from './__generated__/ProductFigures_product.graphql.ts';

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

export function ProductFigures({ product }: { product: ProductFigures_product$key }) {
  const p = useFragment(
    graphql`
      fragment ProductFigures_product on QuoteProduct {
        overagePrice
        extensionPrice
        cost
        profitability
        badMargin
        soldQtyLast45
      }
    `,
    product,
  );
  return (
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
  );
}
