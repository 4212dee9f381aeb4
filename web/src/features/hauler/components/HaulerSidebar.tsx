// The hauler page's sidebar: the territory menu, the regions with their zones, '+ Add Region'.
import { Box, Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TERRITORIES, readTerritory, selectionHref, withTerritory } from '../territoryParam.ts';
import { SidebarRegion } from './SidebarRegion.tsx';
import type { HaulerSidebar_hauler$key } from './__generated__/HaulerSidebar_hauler.graphql.ts';

export { TERRITORIES } from '../territoryParam.ts';

const fragment = graphql`
  fragment HaulerSidebar_hauler on Hauler {
    regions {
      id
      ...SidebarRegion_region
    }
  }
`;

/** Regions of the hauler filtered by the URL's territory (All Territories by default). */
export function HaulerSidebar({
  haulerRef,
  canEdit,
}: {
  haulerRef: HaulerSidebar_hauler$key;
  canEdit: boolean;
}) {
  const { regions } = useFragment(fragment, haulerRef);
  const [search, setSearch] = useSearchParams();
  const territory = readTerritory(search);
  return (
    <Box as="nav" aria-label="Regions and zones" bg="white" borderWidth="1px" rounded="md" p="3">
      <Field.Root mb="3">
        <Field.Label textStyle="xs" color="fg.muted">
          Territory
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Territory"
            value={territory}
            onChange={(e) =>
              setSearch((prev) => withTerritory(prev, e.currentTarget.value), {
                preventScrollReset: true,
              })
            }
          >
            <option value="">All Territories</option>
            {TERRITORIES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        Regions
      </Text>
      <Stack gap="1" mt="1" data-testid="region-list">
        {regions.map((r) => (
          <SidebarRegion key={r.id} regionRef={r} territory={territory} canEdit={canEdit} />
        ))}
        {regions.length === 0 && (
          <Text textStyle="sm" color="fg.muted">
            This hauler has no regions yet.
          </Text>
        )}
      </Stack>
      {canEdit && (
        <Button asChild size="sm" variant="ghost" colorPalette="teal" mt="3" w="full">
          <RouterLink to={selectionHref({ new: 'region' }, search)}>+ Add Region</RouterLink>
        </Button>
      )}
    </Box>
  );
}
