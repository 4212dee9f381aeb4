// RegionView (docs/decisions.md#routes-and-screens): tabs Region Info, Current Availability, Contract Availability,
// Alerts, Exceptions.
import { Heading, Tabs } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { ContractAvailabilityTab } from '../../availability/components/ContractAvailabilityTab.tsx';
import { CurrentAvailabilityTab } from '../../availability/components/CurrentAvailabilityTab.tsx';
import { RegionExceptions } from '../../exception/RegionExceptions.tsx';
import { keepTerritory } from '../territoryParam.ts';
import { RecordAlertList } from './RecordAlertList.tsx';
import { RegionForm } from './RegionForm.tsx';
import type { RegionView_region$key } from './__generated__/RegionView_region.graphql.ts';

const fragment = graphql`
  fragment RegionView_region on Region {
    id
    name
    alerts {
      ...RecordAlertList_alerts
    }
    ...RegionForm_region
    ...ContractAvailabilityTab_region
    ...CurrentAvailabilityTab_region
  }
`;

export function RegionView({
  regionRef,
  canEdit,
}: {
  regionRef: RegionView_region$key;
  canEdit: boolean;
}) {
  const region = useFragment(fragment, regionRef);
  const [search, setSearch] = useSearchParams();
  // Saving or deleting changes the selection and keeps the sidebar's territory filter.
  const select = (selection: Record<string, string>) => setSearch(keepTerritory(selection, search));
  return (
    <>
      <Heading size="lg" mb="3">
        Region: {region.name}
      </Heading>
      <Tabs.Root defaultValue="info" lazyMount unmountOnExit variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="info">Region Info</Tabs.Trigger>
          <Tabs.Trigger value="current">Current Availability</Tabs.Trigger>
          <Tabs.Trigger value="contract">Contract Availability</Tabs.Trigger>
          <Tabs.Trigger value="alerts">Alerts</Tabs.Trigger>
          <Tabs.Trigger value="exceptions">Exceptions</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="info">
          <RegionForm regionRef={region} canEdit={canEdit} onDone={select} />
        </Tabs.Content>
        <Tabs.Content value="current">
          <CurrentAvailabilityTab regionRef={region} canEdit={canEdit} />
        </Tabs.Content>
        <Tabs.Content value="contract">
          <ContractAvailabilityTab regionRef={region} canEdit={canEdit} />
        </Tabs.Content>
        <Tabs.Content value="alerts">
          <RecordAlertList
            alertsRef={region.alerts}
            empty="This Region has no alerts"
            owner={{ level: 'region', id: region.id }}
            canEdit={canEdit}
          />
        </Tabs.Content>
        <Tabs.Content value="exceptions">
          <RegionExceptions regionId={region.id} canEdit={canEdit} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
