// Manage Boundaries of the market page (docs/decisions.md#maps-and-geometry): the stored boundary
// on the map; Edit Boundaries opens the editor, Save Boundaries stores the draft (stale versions
// refused), Discard drops it.
import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { FeatureCollection } from 'geojson';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { flash } from '../../../ui/flash/index.ts';
import { BoundaryEditor } from '../../boundary/BoundaryEditor.tsx';
import { flashFailure, staleMessage } from '../../hauler/components/userErrors.ts';
import { hasArea } from '../boundaryView.ts';
import { useUpdateMarketMutation } from '../mutations/UpdateMarketMutation.ts';
import type { MarketBoundary_market$key } from './__generated__/MarketBoundary_market.graphql.ts';

const fragment = graphql`
  fragment MarketBoundary_market on Market @refetchable(queryName: "MarketBoundaryRefetchQuery") {
    id
    name
    boundaries
    updatedAt
  }
`;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The market's boundary with its own Edit, Save and Discard. */
export function MarketBoundary({
  marketRef,
  canEdit,
}: {
  marketRef: MarketBoundary_market$key;
  canEdit: boolean;
}) {
  const [market, refetch] = useRefetchableFragment(fragment, marketRef);
  const stored = hasArea(market.boundaries) ? market.boundaries : null;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<FeatureCollection | null>(stored);
  const [conflict, setConflict] = useState<string | null>(null);
  const [update, saving] = useUpdateMarketMutation();
  const changed = editing && !same(draft, stored);

  const discard = () => {
    setDraft(stored);
    setEditing(false);
    setConflict(null);
  };

  const save = async () => {
    try {
      const res = await update({ id: market.id, updatedAt: market.updatedAt, boundaries: draft });
      const { userErrors } = res.updateMarket;
      setConflict(staleMessage(userErrors));
      if (userErrors.length) {
        if (!staleMessage(userErrors))
          flashFailure(
            'There was an error updating the market',
            userErrors.map((e) => e.message),
          );
        return;
      }
      flash.show('Market updated successfully', { severity: 'success', timeout: 2000 });
      setEditing(false);
    } catch {
      flashFailure('There was an error updating the market');
    }
  };

  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="5">
      <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
        <Stack gap="0">
          <Heading size="md">Manage Boundaries</Heading>
          <Text textStyle="xs" color="fg.muted" data-testid="boundary-state">
            {!editing
              ? canEdit
                ? 'Press Edit Boundaries to change the area'
                : 'The area of this market'
              : changed
                ? 'Unsaved boundary changes'
                : 'Editing: merge or cut places, or draw'}
          </Text>
        </Stack>
        {canEdit && (
          <HStack gap="2">
            {!editing && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setDraft(stored);
                  setEditing(true);
                }}
              >
                Edit Boundaries
              </Button>
            )}
            {editing && (
              <Button size="sm" variant="outline" onClick={discard}>
                Discard
              </Button>
            )}
            {changed && (
              <Button size="sm" colorPalette="teal" loading={saving} onClick={() => void save()}>
                Save Boundaries
              </Button>
            )}
          </HStack>
        )}
      </HStack>
      {conflict && (
        <Alert.Root status="warning" mb="4" data-testid="form-conflict">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{conflict} Your drawing is still on the map.</Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setConflict(null);
              refetch({}, { fetchPolicy: 'network-only' });
            }}
          >
            Reload the saved version
          </Button>
        </Alert.Root>
      )}
      <BoundaryEditor
        value={editing ? draft : stored}
        onChange={setDraft}
        editing={editing}
        label={`${market.name} boundary`}
      />
      {!editing && !stored && (
        <Text mt="2" textStyle="sm" color="fg.muted">
          This market has no boundary yet.
        </Text>
      )}
    </Box>
  );
}
