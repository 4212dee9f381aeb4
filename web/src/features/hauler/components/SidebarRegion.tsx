// One region in the hauler sidebar with its zones; hidden when the territory menu filters it out.
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { selectionHref } from '../territoryParam.ts';
import type { SidebarRegion_region$key } from './__generated__/SidebarRegion_region.graphql.ts';

const fragment = graphql`
  fragment SidebarRegion_region on Region {
    databaseId
    name
    territory
    active
    zones {
      id
      databaseId
      name
      active
    }
  }
`;

export function SidebarRegion({
  regionRef,
  territory,
  canEdit,
}: {
  regionRef: SidebarRegion_region$key;
  /** '' for all territories. */
  territory: string;
  canEdit: boolean;
}) {
  const region = useFragment(fragment, regionRef);
  const [search] = useSearchParams();
  if (territory && region.territory !== territory) return null;
  const id = String(region.databaseId);
  const zoneIds = region.zones.map((z) => String(z.databaseId));
  const selected = search.get('region') === id && !search.get('zone');
  const open = search.get('region') === id || zoneIds.includes(search.get('zone') ?? '');
  return (
    <Box data-testid="sidebar-region">
      <Link
        asChild
        display="flex"
        px="2"
        py="1.5"
        rounded="sm"
        fontWeight="medium"
        bg={selected ? 'teal.50' : undefined}
        color={selected ? 'teal.800' : undefined}
        aria-current={selected ? 'page' : undefined}
        textDecoration="none"
      >
        <RouterLink to={selectionHref({ region: id }, search)}>
          <HStack justify="space-between" w="full">
            <Text truncate title={region.name}>
              {region.name}
            </Text>
            <HStack gap="1">
              {region.territory && (
                <Badge size="sm" variant="subtle">
                  {region.territory}
                </Badge>
              )}
              {!region.active && (
                <Badge size="sm" colorPalette="gray">
                  Inactive
                </Badge>
              )}
            </HStack>
          </HStack>
        </RouterLink>
      </Link>
      <Stack gap="0" pl="4" borderLeftWidth="2px" ml="2" mb="1">
        {region.zones.map((z) => {
          const zoneSelected = search.get('zone') === String(z.databaseId);
          return (
            <Link
              key={z.id}
              asChild
              textStyle="sm"
              px="2"
              py="1"
              rounded="sm"
              bg={zoneSelected ? 'teal.50' : undefined}
              color={zoneSelected ? 'teal.800' : z.active ? undefined : 'fg.muted'}
              aria-current={zoneSelected ? 'page' : undefined}
              textDecoration="none"
            >
              <RouterLink to={selectionHref({ zone: String(z.databaseId) }, search)}>
                {z.name}
                {!z.active && ' (inactive)'}
              </RouterLink>
            </Link>
          );
        })}
        {open && canEdit && (
          <Link asChild textStyle="sm" px="2" py="1" color="teal.700">
            <RouterLink to={selectionHref({ new: 'zone', region: id }, search)}>
              + Add Zone
            </RouterLink>
          </Link>
        )}
      </Stack>
    </Box>
  );
}
