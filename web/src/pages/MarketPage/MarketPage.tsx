// /markets/:id (docs/decisions.md#administration-screens "Market page"): a side menu with Manage
// Boundaries, Edit Market and Delete ('Are You Sure?'), and the chosen view (?view=boundaries).
// /markets/new shows the empty form; creating lands on /markets/{id}, deleting on
// /markets/collection (docs/decisions.md#states-and-transitions).
import { Box, Button, Container, EmptyState, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { flashFailure } from '../../features/hauler/components/userErrors.ts';
import { MarketBoundary } from '../../features/market/components/MarketBoundary.tsx';
import { MarketForm } from '../../features/market/components/MarketForm.tsx';
import { useDeleteMarketMutation } from '../../features/market/mutations/DeleteMarketMutation.ts';
import { useCanWrite } from '../../features/market/useCanWrite.ts';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton.tsx';
import { flash } from '../../ui/flash/index.ts';
import type { MarketPageQuery } from './__generated__/MarketPageQuery.graphql.ts';

export const marketPageQuery = graphql`
  query MarketPageQuery($id: ID!, $withMarket: Boolean!) @preloadable {
    market(id: $id) @include(if: $withMarket) {
      id
      name
      ...MarketForm_market
      ...MarketBoundary_market
    }
  }
`;

function MenuButton(props: { active: boolean; onClick: () => void; children: string }) {
  return (
    <Button
      justifyContent="flex-start"
      variant={props.active ? 'subtle' : 'ghost'}
      colorPalette={props.active ? 'teal' : 'gray'}
      aria-current={props.active ? 'page' : undefined}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

export default function MarketPage() {
  const ref = useLoaderData() as PreloadedQuery<MarketPageQuery>;
  const data = usePreloadedQuery<MarketPageQuery>(marketPageQuery, ref);
  const canWrite = useCanWrite();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [remove] = useDeleteMarketMutation();
  const creating = !ref.variables.withMarket;
  const market = data.market ?? null;

  if (creating)
    return (
      <Container maxW="5xl" py="6">
        <Heading size="xl" mb="4">
          New Market
        </Heading>
        {canWrite ? (
          <MarketForm marketRef={null} canEdit />
        ) : (
          <Text>Only a Super Admin can add markets.</Text>
        )}
      </Container>
    );

  if (!market)
    return (
      <Container maxW="5xl" py="8">
        <EmptyState.Root bg="white" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title>Market not found</EmptyState.Title>
            <EmptyState.Description>
              There is no market with this id; it may have been deleted.{' '}
              <RouterLink to="/markets/collection">Back to the markets</RouterLink>
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      </Container>
    );

  const boundaries = search.get('view') === 'boundaries';
  const deleteMarket = async () => {
    try {
      const res = await remove(market.id);
      if (!res.deleteMarket.deletedId) {
        flashFailure(
          'There was an error deleting the market',
          res.deleteMarket.userErrors.map((e) => e.message),
        );
        return;
      }
      flash.show('Market deleted successfully', { severity: 'success', timeout: 2000 });
      navigate('/markets/collection');
    } catch {
      flashFailure('There was an error deleting the market');
    }
  };

  return (
    <Container maxW="7xl" py="6">
      <Heading size="xl" mb="4">
        {market.name}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '220px 1fr' }} gap="5" alignItems="start">
        <Stack as="nav" aria-label="Market menu" bg="white" borderWidth="1px" rounded="md" p="2">
          <MenuButton active={boundaries} onClick={() => setSearch({ view: 'boundaries' })}>
            Manage Boundaries
          </MenuButton>
          <MenuButton active={!boundaries} onClick={() => setSearch({})}>
            {canWrite ? 'Edit Market' : 'Market Info'}
          </MenuButton>
          {canWrite && (
            // The confirm step wraps in the narrow menu.
            <Box px="2" py="2" borderTopWidth="1px" css={{ '& > *': { flexWrap: 'wrap' } }}>
              <ConfirmDeleteButton
                label="Delete"
                confirmLabel="Are You Sure?"
                cancelLabel="Cancel"
                onConfirm={deleteMarket}
              />
            </Box>
          )}
        </Stack>
        <Box minW="0">
          {boundaries ? (
            <MarketBoundary key={market.id} marketRef={market} canEdit={canWrite} />
          ) : (
            <MarketForm key={market.id} marketRef={market} canEdit={canWrite} />
          )}
        </Box>
      </Grid>
    </Container>
  );
}
