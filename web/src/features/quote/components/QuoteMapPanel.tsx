// The results map: zones, geo notes, special-use areas, market (msa) and county (locale) over
// the map adapter, with the draggable pin; a picture-in-picture copy when scrolled past it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { MapView } from '../../../map/MapView.tsx';
import type { LatLngLiteral, MapShape, OverlayKind } from '../../../map/types.ts';
import type { QuoteMapPanel_search$key } from './__generated__/QuoteMapPanel_search.graphql.ts';

export interface QuoteMapPanelProps {
  search: QuoteMapPanel_search$key;
  hiddenKinds: ReadonlySet<OverlayKind>;
  showPin: boolean;
  onPinDragEnd: (p: LatLngLiteral) => void;
  googleMapsKey: string | null | undefined;
  /** Offer the picture-in-picture map (the viewer's showPip). */
  pip: boolean;
}

export function QuoteMapPanel(props: QuoteMapPanelProps) {
  const s = useFragment(
    graphql`
      fragment QuoteMapPanel_search on QuoteSearch {
        location {
          lat
          lng
        }
        place {
          streetViewAvailable
        }
        zones {
          id
          name
          color
          boundaries
          hauler {
            name
          }
        }
        geoNotes {
          id
          name
          color
          boundaries
        }
        specialUseAreas {
          id
          name
          specialUse
          boundaries
        }
        market {
          id
          name
          boundaries
        }
        locale {
          fips
        }
      }
    `,
    props.search,
  );
  const shapes = useMemo<MapShape[]>(() => {
    const out: MapShape[] = [];
    if (s.market?.boundaries)
      out.push({
        id: s.market.id,
        kind: 'msa',
        geojson: s.market.boundaries,
        color: '#805ad5',
        label: s.market.name,
      });
    for (const z of s.zones)
      if (z.boundaries)
        out.push({
          id: z.id,
          kind: 'zone',
          geojson: z.boundaries,
          color: z.color ?? '#319795',
          label: `${z.name} (${z.hauler.name})`,
        });
    for (const a of s.specialUseAreas)
      if (a.boundaries)
        out.push({
          id: `su-${a.id}`,
          kind: 'special-use',
          geojson: a.boundaries,
          color: '#dd6b20',
          label: `Special use: ${a.specialUse}`,
        });
    for (const g of s.geoNotes)
      if (g.boundaries)
        out.push({
          id: g.id,
          kind: 'geo-note',
          geojson: g.boundaries,
          color: g.color,
          label: g.name,
        });
    return out;
  }, [s]);
  const center = useMemo(
    () => ({ lat: s.location.lat, lng: s.location.lng }),
    [s.location.lat, s.location.lng],
  );

  const anchor = useRef<HTMLDivElement>(null);
  const [pastMap, setPastMap] = useState(false);
  const [minimized, setMinimized] = useState(false);
  useEffect(() => {
    const el = anchor.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([e]) =>
      setPastMap(!e.isIntersecting && e.boundingClientRect.top < 0),
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const common = {
    center,
    pin: center,
    showPin: props.showPin,
    onPinDragEnd: props.onPinDragEnd,
    shapes,
    hiddenKinds: props.hiddenKinds,
    localeFips: s.locale?.fips ?? null,
    streetView: s.place.streetViewAvailable,
    googleMapsKey: props.googleMapsKey,
  };
  return (
    <>
      <Box ref={anchor} rounded="md" overflow="hidden" borderWidth="1px" data-testid="results-map">
        <MapView {...common} height="300px" label="Results map" />
      </Box>
      {props.pip && pastMap ? (
        <Box
          position="fixed"
          right="4"
          bottom="4"
          zIndex="sticky"
          w={minimized ? 'auto' : '320px'}
          bg="white"
          borderWidth="1px"
          rounded="md"
          boxShadow="xl"
          overflow="hidden"
          data-testid="pip-map"
        >
          <HStack justify="space-between" px="2" py="1" bg="gray.800" color="white">
            <Text fontSize="xs" fontWeight="semibold">
              Map
            </Text>
            <Button
              size="2xs"
              variant="ghost"
              color="white"
              onClick={() => setMinimized((m) => !m)}
            >
              {minimized ? 'Show map' : 'Minimize'}
            </Button>
          </HStack>
          {minimized ? null : (
            <MapView
              {...common}
              onPinDragEnd={undefined}
              height="220px"
              label="Picture-in-picture map"
            />
          )}
        </Box>
      ) : null}
    </>
  );
}
