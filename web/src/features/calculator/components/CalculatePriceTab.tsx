// Step 1: the price, the ancillary prices and the breakdown (base, discount, tax, cost, margin).
import { Button, Field, Grid, Input, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatCents, toCents } from '@shared/quote/money.ts';
import { formatUsd } from '../../../ui/format/usd.ts';
import { isBadMargin, profitability, tax } from '@shared/quote/pricing.ts';
import { ANCILLARY_FIELDS, discount, draftErrors, type PriceDraft } from '../priceDraft.ts';
import type { CalculatePriceTab_product$key } from './__generated__/CalculatePriceTab_product.graphql.ts';

export function CalculatePriceTab({
  product,
  draft,
  onChange,
  onNext,
}: {
  product: CalculatePriceTab_product$key;
  draft: PriceDraft;
  onChange: (d: PriceDraft) => void;
  onNext: () => void;
}) {
  const p = useFragment(
    graphql`
      fragment CalculatePriceTab_product on QuoteProduct {
        price
        cost
        taxRate
        pricing {
          price
        }
      }
    `,
    product,
  );
  const base = p.pricing?.price ?? p.price;
  const errors = draftErrors(draft);
  const t = tax(draft.price, p.taxRate);
  const total =
    toCents(draft.price) !== null
      ? formatCents((toCents(draft.price) ?? 0) + (toCents(t) ?? 0))
      : null;
  const margin = profitability(draft.price, p.cost);
  const rows: [string, string, string?][] = [
    ['Base price', formatUsd(base) || '—'],
    ['Price', formatUsd(draft.price) || '—'],
    ['Discount', discount(base, draft.price)],
    [`Tax${p.taxRate ? ` (${Number(p.taxRate)}%)` : ''}`, formatUsd(t) || '—'],
    ['Total with tax', formatUsd(total) || '—'],
    ['Cost', formatUsd(p.cost) || '—'],
    [
      'Profitability',
      formatUsd(margin) || '—',
      isBadMargin(draft.price, p.cost) ? 'red.600' : 'green.700',
    ],
  ];
  return (
    <Stack gap="4" pt="2">
      <Grid templateColumns="repeat(auto-fit, minmax(9rem, 1fr))" gap="3">
        <Field.Root invalid={!!errors.price}>
          <Field.Label>Price</Field.Label>
          <Input
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => onChange({ ...draft, price: e.target.value })}
          />
          <Field.ErrorText>{errors.price}</Field.ErrorText>
        </Field.Root>
        {ANCILLARY_FIELDS.map((f) => (
          <Field.Root key={f.key} invalid={!!errors[f.key]}>
            <Field.Label>{f.label}</Field.Label>
            <Input
              inputMode="decimal"
              value={draft[f.key]}
              onChange={(e) => onChange({ ...draft, [f.key]: e.target.value })}
            />
            <Field.ErrorText>{errors[f.key]}</Field.ErrorText>
          </Field.Root>
        ))}
      </Grid>
      <Table.Root size="sm" data-testid="price-breakdown">
        <Table.Body>
          {rows.map(([label, value, color]) => (
            <Table.Row key={label}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" color={color}>
                <Text as="span" data-testid={`breakdown-${label.split(' ')[0].toLowerCase()}`}>
                  {value}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Button alignSelf="flex-end" colorPalette="teal" onClick={onNext}>
        Next: Create Record
      </Button>
    </Stack>
  );
}
