// The price calculator (spec 2 "Price calculator"): tabs Calculate Price (step 1) and Create
// Record (step 2). The price starts at the product's current price.
import { useState } from 'react';
import { Tabs, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { money } from '@shared/quote/money.ts';
import { ancillaryDefaults, type PriceDraft } from '../priceDraft.ts';
import { CalculatePriceTab } from './CalculatePriceTab.tsx';
import { CreateRecordTab } from './CreateRecordTab.tsx';
import type { PriceCalculatorModal_product$key } from './__generated__/PriceCalculatorModal_product.graphql.ts';

/** The calculator's tabs, inside the dialog frame PriceCalculatorLoader keeps open (CalculatorDialog). */
export default function PriceCalculatorModal({
  product,
}: {
  product: PriceCalculatorModal_product$key;
}) {
  const p = useFragment(
    graphql`
      fragment PriceCalculatorModal_product on QuoteProduct {
        price
        overagePrice
        extensionPrice
        size {
          name
        }
        wasteType {
          name
        }
        hauler {
          name
        }
        pricing {
          ancillaries {
            # eslint-disable-next-line relay/unused-fields -- read by ancillaryDefaults
            priceTypeName
            price
          }
        }
        ...CalculatePriceTab_product
        ...CreateRecordTab_product
      }
    `,
    product,
  );
  const [tab, setTab] = useState('calculate');
  const [draft, setDraft] = useState<PriceDraft>(() => ({
    price: money(p.price) ?? '',
    ...ancillaryDefaults(p.pricing?.ancillaries ?? [], p.overagePrice, p.extensionPrice),
  }));
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {[p.size?.name, p.wasteType?.name, p.hauler.name].filter(Boolean).join(' · ')}
      </Text>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed">
        <Tabs.List>
          <Tabs.Trigger value="calculate">1. Calculate Price</Tabs.Trigger>
          <Tabs.Trigger value="create">2. Create Record</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="calculate">
          <CalculatePriceTab
            product={p}
            draft={draft}
            onChange={setDraft}
            onNext={() => setTab('create')}
          />
        </Tabs.Content>
        <Tabs.Content value="create">
          <CreateRecordTab product={p} draft={draft} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
