// The results page's layout, laid out for the price of the first cards above the fold
// (docs/decisions.md#quote-results-page): from 1280 px the filters, the list and a sticky map
// column side by side under a one-line header and the toolbar; narrower, the map column sits
// above the list.
import type { ReactNode } from 'react';
import { Box, Grid, SkipNavLink, Stack } from '@chakra-ui/react';

export function ResultsLayout({
  filters,
  header,
  side,
  toolbar,
  list,
}: {
  filters: ReactNode;
  header: ReactNode;
  /** Banners, map and geo notes. */
  side: ReactNode;
  toolbar: ReactNode;
  list: ReactNode;
}) {
  return (
    <>
      {/* Keyboard users skip the filters straight to the cards. */}
      <SkipNavLink id="results">Skip to results</SkipNavLink>
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          lg: '14rem minmax(0, 1fr)',
          xl: '11.5rem minmax(0, 1fr) 15rem',
        }}
        templateAreas={{
          base: '"header" "side" "toolbar" "list" "filters"',
          lg: '"filters header" "filters side" "filters toolbar" "filters list"',
          xl: '"filters header header" "filters toolbar toolbar" "filters list side"',
        }}
        templateRows={{ lg: 'auto auto auto 1fr', xl: 'auto auto 1fr' }}
        columnGap={{ base: '4', xl: '3' }}
        rowGap="2"
        alignItems="start"
      >
        {/* The filters stay beside the list and scroll on their own when taller than the window. */}
        <Box
          as="aside"
          aria-label="Filters"
          data-testid="filter-sidebar"
          gridArea="filters"
          position={{ lg: 'sticky' }}
          top="2"
          maxH={{ lg: 'calc(100vh - 1rem)' }}
          overflowY={{ lg: 'auto' }}
          overscrollBehavior="contain"
          bg="white"
          borderWidth="1px"
          rounded="md"
          px="3"
          py="3"
        >
          {filters}
        </Box>
        <Box gridArea="header" minW="0">
          {header}
        </Box>
        {/* Banners, map and geo notes: a column beside the list that stays in view while it scrolls. */}
        <Stack
          as="section"
          aria-label="Map and notes"
          gridArea="side"
          gap="2"
          minW="0"
          position={{ xl: 'sticky' }}
          top="2"
          maxH={{ xl: 'calc(100vh - 1rem)' }}
          overflowY={{ xl: 'auto' }}
          overscrollBehavior="contain"
          data-testid="map-column"
        >
          {side}
        </Stack>
        <Box gridArea="toolbar" minW="0">
          {toolbar}
        </Box>
        <Box as="section" aria-label="Results" gridArea="list" minW="0" id="results" tabIndex={-1}>
          {list}
        </Box>
      </Grid>
    </>
  );
}
