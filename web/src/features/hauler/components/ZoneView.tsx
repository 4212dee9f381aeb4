// ZoneView (docs/decisions.md#routes-and-screens): tabs Zone Info, Pricing, Alerts, under the zone map (boundary/ZoneMapPanel.tsx).
import { Badge, HStack, Heading, Tabs } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { keepTerritory } from '../territoryParam.ts';
import { RecordAlertList } from './RecordAlertList.tsx';
import { PricingTab } from './PricingTab.tsx';
import { ZoneForm } from './ZoneForm.tsx';
import { ZoneMapPanel } from '../../boundary/ZoneMapPanel.tsx';
import type { ZoneView_query$key } from './__generated__/ZoneView_query.graphql.ts';
import type { ZoneView_zone$key } from './__generated__/ZoneView_zone.graphql.ts';

const fragment = graphql`
  fragment ZoneView_zone on Zone {
    id
    name
    active
    region {
      name
    }
    alerts {
      ...RecordAlertList_alerts
    }
    ...ZoneForm_zone
    ...PricingTab_zone
    ...ZoneMapPanel_zone
  }
`;

const queryFragment = graphql`
  fragment ZoneView_query on Query {
    ...ZoneForm_query
    ...PricingTab_query
  }
`;

export function ZoneView({
  zoneRef,
  queryRef,
  canEdit,
}: {
  zoneRef: ZoneView_zone$key;
  queryRef: ZoneView_query$key;
  canEdit: boolean;
}) {
  const zone = useFragment(fragment, zoneRef);
  const query = useFragment(queryFragment, queryRef);
  const [search, setSearch] = useSearchParams();
  // Saving or deleting changes the selection and keeps the sidebar's territory filter.
  const select = (selection: Record<string, string>) => setSearch(keepTerritory(selection, search));
  return (
    <>
      <HStack mb="3" gap="3">
        <Heading size="lg">Zone: {zone.name}</Heading>
        <Badge variant="subtle">Region {zone.region.name}</Badge>
        {!zone.active && <Badge colorPalette="gray">Inactive</Badge>}
      </HStack>
      <ZoneMapPanel zoneRef={zone} canEdit={canEdit} />
      <Tabs.Root defaultValue="info" lazyMount unmountOnExit variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="info">Zone Info</Tabs.Trigger>
          <Tabs.Trigger value="pricing">Pricing</Tabs.Trigger>
          <Tabs.Trigger value="alerts">Alerts</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="info">
          <ZoneForm zoneRef={zone} queryRef={query} canEdit={canEdit} onDone={select} />
        </Tabs.Content>
        <Tabs.Content value="pricing">
          <PricingTab zoneRef={zone} queryRef={query} canEdit={canEdit} />
        </Tabs.Content>
        <Tabs.Content value="alerts">
          <RecordAlertList
            alertsRef={zone.alerts}
            empty="This Zone has no alerts"
            owner={{ level: 'zone', id: zone.id }}
            canEdit={canEdit}
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
