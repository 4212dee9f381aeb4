// Step 2: customer and site pickers (a new customer clears the site; the site search needs a
// customer), the effective date (today by default), the site panel and the one-time save.
import { useState } from 'react';
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CUSTOMER_PRICE_ERROR, sendsAncillary } from '@shared/quote/customerPrice.ts';
import { todayIso } from '../priceDraft.ts';
import { money } from '@shared/quote/money.ts';
import { flash } from '../../../ui/flash/index.ts';
import type { PickerOption } from '../hooks/useNetsuiteSearch.ts';
import { useCreateCustomerPriceMutation } from '../mutations/CreateCustomerPriceMutation.ts';
import { draftErrors, recordErrors, type PriceDraft } from '../priceDraft.ts';
import { Picker } from './Picker.tsx';
import type { CreateRecordTab_product$key } from './__generated__/CreateRecordTab_product.graphql.ts';

const ERROR_MS = 2000;

/** An ancillary price as sent: only when non-empty and nonzero. */
const ancillary = (v: string) => (sendsAncillary(v) ? money(v) : null);

export function CreateRecordTab({
  product,
  draft,
}: {
  product: CreateRecordTab_product$key;
  draft: PriceDraft;
}) {
  const p = useFragment(
    graphql`
      fragment CreateRecordTab_product on QuoteProduct {
        customerPriceKey
      }
    `,
    product,
  );
  const [customer, setCustomer] = useState<PickerOption | null>(null);
  const [site, setSite] = useState<PickerOption | null>(null);
  const [effectiveDate, setEffectiveDate] = useState(todayIso());
  const [state, setState] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  const [create] = useCreateCustomerPriceMutation();
  // Field messages show once a save was tried, and follow the fields from then on.
  const [tried, setTried] = useState(false);
  const errors = tried ? recordErrors({ customer, effectiveDate }) : {};
  const priceError = tried ? draftErrors(draft).price : undefined;

  async function save() {
    if (state !== 'idle') return;
    setTried(true);
    const price = money(draft.price);
    if (!customer || !effectiveDate.trim() || !p.customerPriceKey || price === null) {
      flash.show(CUSTOMER_PRICE_ERROR, { severity: 'error', timeout: ERROR_MS });
      return;
    }
    setState('submitting');
    const ok = await create({
      customerPriceKey: p.customerPriceKey,
      customerId: customer.id,
      siteId: site?.id ?? null,
      effectiveDate,
      price,
      overagePrice: ancillary(draft.overage),
      extensionPrice: ancillary(draft.extension),
      disposalPrice: ancillary(draft.disposal),
      tripChargePrice: ancillary(draft.tripCharge),
    });
    if (ok) setState('submitted');
    else {
      setState('idle');
      flash.show(CUSTOMER_PRICE_ERROR, { severity: 'error', timeout: ERROR_MS });
    }
  }

  return (
    <Stack gap="4" pt="2">
      <Picker
        label="Customer"
        value={customer}
        onChange={(c) => {
          setCustomer(c);
          setSite(null);
        }}
        kind="customer"
        error={errors.customer}
      />
      <Picker
        label="Site"
        value={site}
        onChange={setSite}
        disabled={!customer}
        hint="Choose a customer first"
        kind="site"
        customerId={customer?.id ?? null}
      />
      <Field.Root invalid={!!errors.effectiveDate}>
        <Field.Label>Effective date</Field.Label>
        <Input
          type="date"
          value={effectiveDate}
          onChange={(e) => setEffectiveDate(e.target.value)}
        />
        <Field.ErrorText>{errors.effectiveDate}</Field.ErrorText>
      </Field.Root>
      <Box bg="gray.50" rounded="md" p="3" fontSize="sm" data-testid="site-panel">
        <Text fontWeight="semibold">Site</Text>
        <Text>{site ? site.label : 'No site chosen (the price applies to the customer).'}</Text>
      </Box>
      {state === 'submitted' ? (
        <Text color="green.700" fontWeight="medium" data-testid="price-saved">
          Customer price created.
        </Text>
      ) : null}
      {priceError ? (
        <Text color="red.600" fontSize="sm" role="alert" data-testid="record-price-error">
          Price (step 1): {priceError}
        </Text>
      ) : null}
      <Button
        alignSelf="flex-end"
        colorPalette="teal"
        onClick={() => void save()}
        disabled={state !== 'idle'}
        loading={state === 'submitting'}
      >
        Save Customer Price
      </Button>
    </Stack>
  );
}
