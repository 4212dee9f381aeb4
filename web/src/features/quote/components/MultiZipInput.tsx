// Multi-zip input: comma separated, spaces removed, duplicate chips ignored, Enter submits.
import { useState } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Field,
  HStack,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useZipLookup, type ZipPlace } from '../hooks/useZipLookup.ts';
import {
  addChips,
  droppedMessage,
  partitionZips,
  splitTyped,
  type DroppedZip,
} from '../zipChips.ts';

/** Chips of ZIP codes; Enter looks them up and offers each one's results. */
export function MultiZipInput({ onSingle }: { onSingle: (placeId: string) => void }) {
  const [chips, setChips] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [places, setPlaces] = useState<ZipPlace[]>([]);
  // The entries the last lookup removed, with why; shown until the next lookup.
  const [dropped, setDropped] = useState<DroppedZip[]>([]);
  const lookup = useZipLookup();

  const onChange = (value: string) => {
    const next = splitTyped(chips, value);
    setChips(next.chips);
    setText(next.text);
  };

  async function submit() {
    const all = addChips(chips, text);
    setText('');
    if (all.length === 0 || busy) {
      setChips(all);
      return;
    }
    const { zips, dropped: notZips } = partitionZips(all);
    setChips(zips);
    setDropped(notZips);
    setPlaces([]);
    if (zips.length === 0) return;
    setBusy(true);
    try {
      const { found, missing, failed } = await lookup(zips);
      setDropped([
        ...notZips,
        ...missing.map((entry) => ({ entry, reason: 'not found' as const })),
        ...failed.map((entry) => ({ entry, reason: 'lookup failed, try again' as const })),
      ]);
      setChips(zips.filter((z) => !missing.includes(z) && !failed.includes(z)));
      setPlaces(found);
      if (found.length === 1) onSingle(found[0].placeId);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label fontWeight="semibold">Several ZIP codes</Field.Label>
        <HStack wrap="wrap" gap="2" w="full">
          {chips.map((z) => (
            <HStack
              key={z}
              data-testid="zip-chip"
              gap="1"
              pl="2"
              pr="1"
              py="0.5"
              bg="teal.50"
              borderWidth="1px"
              borderColor="teal.200"
              rounded="full"
              fontSize="sm"
            >
              <Text>{z}</Text>
              <CloseButton
                size="2xs"
                aria-label={`Remove ${z}`}
                onClick={() => setChips((c) => c.filter((x) => x !== z))}
              />
            </HStack>
          ))}
          <Input
            flex="1"
            minW="12rem"
            bg="white"
            aria-label="ZIP codes, comma separated"
            placeholder="60601, 60602, 60603 then Enter"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void submit();
              }
            }}
          />
          <Button variant="outline" onClick={() => void submit()} loading={busy}>
            Look up
          </Button>
        </HStack>
        <Field.HelperText>
          Comma separated; spaces are removed. Enter looks them up.
        </Field.HelperText>
      </Field.Root>
      {dropped.length ? (
        <Text role="alert" fontSize="sm" color="orange.800" data-testid="zip-dropped">
          {droppedMessage(dropped)}
        </Text>
      ) : null}
      {places.length > 1 ? (
        <Box as="ul" listStyleType="none" data-testid="zip-results">
          {places.map((p) => (
            <li key={p.placeId}>
              <Link asChild color="teal.700" fontWeight="medium">
                <RouterLink to={`/quote/result/${encodeURIComponent(p.placeId)}`}>
                  {p.zip}: {p.formattedAddress}
                </RouterLink>
              </Link>
            </li>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
