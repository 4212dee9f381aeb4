// The Zone view's map (docs/decisions.md#routes-and-screens): the zone's boundary, 'Edit Map'
// opening the boundary editor, 'Save Map' once the boundary changed (the zone update, whose
// boundary check answers a refused shape in words), Discard; and a picture-in-picture map, which
// can be minimised (kept in this browser for the next visit), while the page is scrolled past the map. For an out-of-network hauler the
// map is hidden unless it is being edited (docs/decisions.md#maps-and-geometry).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, HStack, Heading, Spinner, Text } from '@chakra-ui/react';
import type { FeatureCollection } from 'geojson';
import { graphql, useFragment } from 'react-relay/hooks';
import { flash } from '../../ui/flash/index.ts';
import { useStoredFlag } from '../../ui/storedFlag.ts';
import { flashFailure, staleMessage } from '../hauler/components/userErrors.ts';
import { useUpdateZoneMutation } from '../hauler/mutations/UpdateZoneMutation.ts';
import { BoundaryEditor } from './BoundaryEditor.tsx';
import type { ZoneMapPanel_zone$key } from './__generated__/ZoneMapPanel_zone.graphql.ts';

const BoundaryMap = lazy(() => import('./BoundaryMap.tsx'));
const noDrawing = () => undefined;
/** localStorage key of the minimised picture-in-picture zone map, kept for the next visit. */
export const ZONE_PIP_MINIMISED_KEY = 'zoneMap.pip.minimised';

const fragment = graphql`
  fragment ZoneMapPanel_zone on Zone {
    id
    name
    boundaries
    updatedAt
    hauler {
      type
    }
  }
`;

/** A stored boundary as a FeatureCollection (a bare geometry or Feature is wrapped). */
export function asCollection(value: unknown): FeatureCollection | null {
  const v = value as { type?: string } | null;
  if (!v || typeof v !== 'object') return null;
  if (v.type === 'FeatureCollection') return v as FeatureCollection;
  if (v.type === 'Feature')
    return { type: 'FeatureCollection', features: [v as FeatureCollection['features'][number]] };
  if (v.type === 'Polygon' || v.type === 'MultiPolygon') {
    return {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: v as never }],
    };
  }
  return null;
}

/** True once the map wrapper has scrolled up out of the window. */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>, enabled: boolean) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, enabled]);
  return enabled && past;
}

export function ZoneMapPanel({
  zoneRef,
  canEdit,
}: {
  zoneRef: ZoneMapPanel_zone$key;
  canEdit: boolean;
}) {
  const zone = useFragment(fragment, zoneRef);
  const [update, saving] = useUpdateZoneMutation();
  const [stored, setStored] = useState(() => asCollection(zone.boundaries));
  const [storedFrom, setStoredFrom] = useState(zone.boundaries);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<FeatureCollection | null>(stored);
  const [problem, setProblem] = useState<string | null>(null);
  const [pipMinimised, setPipMinimised] = useStoredFlag(ZONE_PIP_MINIMISED_KEY, false);
  const pipOpen = !pipMinimised;
  const wrapper = useRef<HTMLDivElement>(null);

  // A new stored boundary (saved here or refetched) replaces what is shown when not editing.
  if (storedFrom !== zone.boundaries) {
    const next = asCollection(zone.boundaries);
    setStoredFrom(zone.boundaries);
    setStored(next);
    if (!editing) setDraft(next);
  }

  const hidden = zone.hauler.type === 'outOfNetwork' && !editing;
  const changed = editing && draft !== stored;
  const showPip = useScrolledPast(wrapper, !hidden);

  const discard = () => {
    setDraft(stored);
    setProblem(null);
    setEditing(false);
  };

  const save = async () => {
    setProblem(null);
    try {
      const res = await update({ id: zone.id, updatedAt: zone.updatedAt, boundaries: draft });
      const { userErrors } = res.updateZone;
      if (userErrors.length) {
        const stale = staleMessage(userErrors);
        const shape = userErrors.filter((e) => e.field === 'boundaries').map((e) => e.message);
        setProblem(
          stale ??
            (shape.length
              ? `The boundary cannot be saved: ${shape.join(' ')}`
              : userErrors.map((e) => e.message).join(' ')),
        );
        flashFailure('There was an error updating zone');
        return;
      }
      flash.show('Successfully Saved Zone', { severity: 'success', timeout: 2000 });
      setEditing(false);
    } catch {
      flashFailure('There was an error updating zone');
    }
  };

  const label = `Zone map: ${zone.name}`;
  return (
    <Box mb="4">
      <HStack mb="2" gap="2" justify="space-between" wrap="wrap">
        <Heading size="md">Map</Heading>
        {canEdit ? (
          <HStack gap="2">
            {!editing ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setDraft(stored);
                  setEditing(true);
                }}
              >
                Edit Map
              </Button>
            ) : (
              <>
                {changed ? (
                  <Button size="sm" colorPalette="blue" loading={saving} onClick={save}>
                    Save Map
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" disabled={saving} onClick={discard}>
                  Discard
                </Button>
              </>
            )}
          </HStack>
        ) : null}
      </HStack>
      {problem ? (
        <Alert.Root status="error" mb="2" size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {hidden ? (
        <Text textStyle="sm" color="gray.600">
          The map is hidden for out-of-network haulers; Edit Map shows it.
        </Text>
      ) : (
        <div ref={wrapper}>
          <BoundaryEditor
            value={editing ? draft : stored}
            onChange={setDraft}
            editing={editing}
            label={label}
            height="380px"
          />
        </div>
      )}
      {showPip ? (
        <Box
          position="fixed"
          left="4"
          bottom="4"
          zIndex="popover"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
          w={pipOpen ? '320px' : 'auto'}
          role="complementary"
          aria-label="Picture-in-picture map"
        >
          <HStack justify="space-between" px="2" py="1" gap="2">
            <Text textStyle="xs" fontWeight="semibold">
              {zone.name}
              {changed ? ' (unsaved)' : ''}
            </Text>
            <Button size="2xs" variant="ghost" onClick={() => setPipMinimised(pipOpen)}>
              {pipOpen ? 'Minimise' : 'Show map'}
            </Button>
          </HStack>
          {pipOpen ? (
            <Suspense fallback={<Spinner m="4" />}>
              <BoundaryMap
                value={editing ? draft : stored}
                drawing={false}
                mode="merge"
                onDrawn={noDrawing}
                label="Picture-in-picture zone map"
                height="200px"
              />
            </Suspense>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
