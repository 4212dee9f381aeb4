// /haulers/:id (docs/decisions.md#routes-and-screens "Hauler page", issue 11): the sidebar of regions and zones and,
// by the URL's selection, HaulerForm, RegionView or ZoneView. One query, started by the loader.
import { Badge, Box, Container, EmptyState, Grid, HStack, Heading, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { HaulerForm } from '../../features/hauler/components/HaulerForm.tsx';
import { keepTerritory } from '../../features/hauler/territoryParam.ts';
import { HaulerSidebar } from '../../features/hauler/components/HaulerSidebar.tsx';
import { RegionForm } from '../../features/hauler/components/RegionForm.tsx';
import { RegionView } from '../../features/hauler/components/RegionView.tsx';
import { ZoneForm } from '../../features/hauler/components/ZoneForm.tsx';
import { ZoneView } from '../../features/hauler/components/ZoneView.tsx';
import type { HaulerPageQuery } from './__generated__/HaulerPageQuery.graphql.ts';

export const haulerPageQuery = graphql`
  query HaulerPageQuery(
    $id: ID!
    $regionId: ID!
    $zoneId: ID!
    $withRegion: Boolean!
    $withZone: Boolean!
    $canEdit: Boolean!
  ) @preloadable {
    hauler(id: $id) {
      id
      name
      type
      active
      ...HaulerSidebar_hauler
      ...HaulerForm_hauler
    }
    region: node(id: $regionId) @include(if: $withRegion) {
      id
      ...RegionView_region @alias
    }
    zone: node(id: $zoneId) @include(if: $withZone) {
      id
      ...ZoneView_zone @alias
    }
    ...ZoneForm_query
    ...ZoneView_query
  }
`;

export default function HaulerPage() {
  const ref = useLoaderData() as PreloadedQuery<HaulerPageQuery>;
  const data = usePreloadedQuery<HaulerPageQuery>(haulerPageQuery, ref);
  const [search, setSearch] = useSearchParams();
  const canEdit = ref.variables.canEdit;
  const { hauler } = data;
  if (!hauler)
    return (
      <Container maxW="5xl" py="8">
        <EmptyState.Root bg="white" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title>Hauler not found</EmptyState.Title>
            <EmptyState.Description>There is no hauler with this id.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      </Container>
    );

  const creating = search.get('new');
  const regionParam = search.get('region');
  // A new selection keeps the sidebar's territory filter.
  const select = (params: Record<string, string>) => setSearch(keepTerritory(params, search));
  const toHauler = () => select({});

  let main;
  if (creating === 'region' && canEdit)
    main = <RegionForm regionRef={null} haulerId={hauler.id} onDone={select} />;
  else if (creating === 'zone' && canEdit && regionParam)
    main = (
      <ZoneForm zoneRef={null} queryRef={data} regionId={regionParam} canEdit onDone={select} />
    );
  else if (data.zone?.ZoneView_zone)
    main = (
      <ZoneView
        key={data.zone.id}
        zoneRef={data.zone.ZoneView_zone}
        queryRef={data}
        canEdit={canEdit}
      />
    );
  else if (data.region?.RegionView_region)
    main = (
      <RegionView
        key={data.region.id}
        regionRef={data.region.RegionView_region}
        canEdit={canEdit}
      />
    );
  else if (regionParam || search.get('zone'))
    main = <Text color="fg.muted">This region or zone does not exist (any more).</Text>;
  else main = <HaulerForm haulerRef={hauler} canEdit={canEdit} />;

  return (
    <Container maxW="7xl" py="6">
      <HStack mb="4" gap="3">
        <Heading size="xl" cursor="pointer" onClick={toHauler}>
          {hauler.name}
        </Heading>
        <Badge colorPalette={hauler.type === 'inNetwork' ? 'teal' : 'orange'}>
          {hauler.type === 'inNetwork' ? 'In network' : 'Out of network'}
        </Badge>
        {!hauler.active && <Badge colorPalette="gray">Inactive</Badge>}
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="5" alignItems="start">
        <HaulerSidebar haulerRef={hauler} canEdit={canEdit} />
        <Box minW="0">{main}</Box>
      </Grid>
    </Container>
  );
}
