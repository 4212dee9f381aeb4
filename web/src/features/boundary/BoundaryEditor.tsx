// Over 300 lines: the edit bar's one state (mode, chips, drawing, undo, save) its handlers share.
// The boundary editor (docs/decisions.md#maps-and-geometry): a controlled map of a zone's,
// market's or geo note's boundary. While `editing` it shows the edit bar: Merge and Cut modes,
// drawing on/off, term chips merged on the main API (input blocked until the merge answers),
// Undo, and GeoJSON/KML import; export is always offered for a boundary.
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Field,
  HStack,
  Input,
  Spinner,
  Stack,
  Switch,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { useMapsKey } from '../../map/mapsKey.ts';
import { flash, FLASH_PERSISTENT } from '../../ui/flash/index.ts';
import {
  MERGE_FAILED_MESSAGE,
  UNFOUND_MESSAGE,
  newChips,
  splitZipInput,
  type BoundaryChip,
  type BoundaryMode,
} from './chips.ts';
import {
  BOUNDARY_FILE_ACCEPT,
  BoundaryFileError,
  exportFileName,
  parseBoundaryFile,
  toGeoJsonText,
  toKml,
  type BoundaryFileFormat,
} from './files.ts';
import { useMergeBoundary } from './mergeBoundary.ts';
import { TermInput } from './TermInput.tsx';

const BoundaryMap = lazy(() => import('./BoundaryMap.tsx'));
const GoogleBoundaryMap = lazy(() => import('./GoogleBoundaryMap.tsx'));

export interface BoundaryEditorProps {
  /** The boundary, [lng, lat]; null when there is none. */
  value: FeatureCollection | null;
  onChange(next: FeatureCollection | null): void;
  /** Shows the edit bar. */
  editing: boolean;
  /** The map's accessible name ('Zone map'); also names exported files. */
  label: string;
  /** CSS height of the map; 420px by default. */
  height?: string;
  /** The boundary's colour on the map (a geo note's own); the map's blue by default. */
  color?: string;
}

/** What a step did, kept so that removing a chip can replay the steps after it. */
type Op =
  | { kind: 'terms'; mode: BoundaryMode; chips: BoundaryChip[] }
  | { kind: 'drawn'; mode: BoundaryMode; polygon: Feature<Polygon> }
  | { kind: 'import' };

/** One undoable step: the boundary before it, after it, and what it did. */
interface Step {
  before: FeatureCollection | null;
  after: FeatureCollection | null;
  op: Op;
}

/** The chips of the steps, in the order they were added. */
const chipsOf = (steps: readonly Step[]) =>
  steps.flatMap((s) => (s.op.kind === 'terms' ? s.op.chips : []));

/** A merge the API refused (an invalid result): its problems. */
class MergeFailed extends Error {
  constructor(readonly problems: readonly string[]) {
    super(MERGE_FAILED_MESSAGE);
  }
}

/** 'Unable to update map', with the API's problems (kept on screen) when it gave some. */
function showMergeFailure(e: unknown) {
  const problems = e instanceof MergeFailed ? e.problems : [];
  flash.show(
    problems.length ? `${MERGE_FAILED_MESSAGE}: ${problems.join(' ')}` : MERGE_FAILED_MESSAGE,
    { severity: 'error', timeout: problems.length ? -1 : 2000 },
  );
}

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BoundaryEditor({
  value,
  onChange,
  editing,
  label,
  height = '420px',
  color,
}: BoundaryEditorProps) {
  const [mode, setMode] = useState<BoundaryMode>('merge');
  const [drawing, setDrawing] = useState(false);
  const [history, setHistory] = useState<Step[]>([]);
  const chips = chipsOf(history);
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [zips, setZips] = useState('');
  const [term, setTerm] = useState('');
  const [wasEditing, setWasEditing] = useState(editing);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const merge = useMergeBoundary();

  // Leaving edit mode (saved or discarded) starts the next edit afresh.
  if (wasEditing !== editing) {
    setWasEditing(editing);
    if (!editing) {
      setHistory([]);
      setDrawing(false);
      setFileError(null);
      setZips('');
      setTerm('');
    }
  }

  const push = useCallback(
    (next: FeatureCollection | null, op: Op) => {
      setHistory((h) => [...h, { before: value, after: next, op }]);
      onChange(next);
    },
    [value, onChange],
  );

  /** Merges or cuts `terms` into `base` on the API; throws on failure. */
  const run = async (base: FeatureCollection | null, m: BoundaryMode, terms: string[]) => {
    const r = await merge(m === 'merge' ? { base, merge: terms } : { base, cut: terms });
    if (!r.ok) throw new MergeFailed(r.problems);
    return r;
  };

  /** Merges or cuts terms on the API; unknown terms are dropped with the warning. */
  const addTerms = async (items: { label: string; value: string }[]) => {
    const fresh = newChips(chips, items, mode);
    if (fresh.length === 0 || busy) return false;
    setBusy(true);
    try {
      const r = await run(
        value,
        mode,
        fresh.map((c) => c.value),
      );
      const unfound = new Set(r.unfoundTerms.map((t) => t.toLowerCase()));
      const kept = fresh.filter((c) => !unfound.has(c.value.toLowerCase()));
      if (r.unfoundTerms.length) {
        flash.show(`${UNFOUND_MESSAGE} ${r.unfoundTerms.join(', ')}`, {
          severity: 'warning',
          timeout: FLASH_PERSISTENT,
        });
      }
      if (kept.length) push(r.boundaries, { kind: 'terms', mode, chips: kept });
      return true;
    } catch (e) {
      showMergeFailure(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /**
   * Removes a chip: the steps from the one that added it are replayed without it (the merges
   * run again on the API, drawn polygons and imports are applied again), so the boundary is the
   * one it would be had the term never been added. Nothing changes when a merge fails.
   */
  const removeChip = async (chip: BoundaryChip) => {
    const at = history.findIndex((s) => s.op.kind === 'terms' && s.op.chips.includes(chip));
    if (at < 0 || busy) return;
    setBusy(true);
    try {
      const { applyDrawn } = await import('./drawOps.ts');
      const steps = history.slice(0, at);
      let current = history[at].before;
      for (const step of history.slice(at)) {
        const op = step.op;
        let next: FeatureCollection | null;
        if (op.kind === 'terms') {
          const rest = op.chips.filter((c) => c !== chip);
          if (!rest.length) continue;
          const r = await run(
            current,
            op.mode,
            rest.map((c) => c.value),
          );
          next = r.boundaries;
        } else if (op.kind === 'drawn') next = applyDrawn(current, op.polygon, op.mode);
        else next = step.after;
        steps.push({
          before: current,
          after: next,
          op: op.kind === 'terms' ? { ...op, chips: op.chips.filter((c) => c !== chip) } : op,
        });
        current = next;
      }
      setHistory(steps);
      onChange(current);
    } catch (e) {
      showMergeFailure(e);
    } finally {
      setBusy(false);
    }
  };
  /** Backspace in an empty chip input removes the last chip. */
  const onBackspace = (text: string) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && text === '' && chips.length) {
      e.preventDefault();
      void removeChip(chips[chips.length - 1]);
    }
  };

  const submitZips = async () => {
    const list = splitZipInput(zips);
    if (list.length === 0) return;
    if (await addTerms(list.map((z) => ({ label: z, value: z })))) setZips('');
  };
  const submitTerm = async (typed: string) => {
    const t = typed.trim().replace(/\s+/g, ' ');
    if (!t) return;
    if (await addTerms([{ label: t, value: t }])) setTerm('');
  };
  const onEnter = (run: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      run();
    }
  };

  const onDrawn = useCallback(
    async (polygon: Feature<Polygon>) => {
      try {
        const { applyDrawn } = await import('./drawOps.ts');
        push(applyDrawn(value, polygon, mode), { kind: 'drawn', mode, polygon });
      } catch {
        flash.show(MERGE_FAILED_MESSAGE, { severity: 'error', timeout: 2000 });
      }
    },
    [value, mode, push],
  );

  const undo = () => {
    const last = history[history.length - 1];
    if (!last) return;
    setHistory((h) => h.slice(0, -1));
    onChange(last.before);
  };

  const importFile = async (file: File) => {
    setFileError(null);
    let parsed: FeatureCollection;
    try {
      parsed = parseBoundaryFile(file.name, await file.text());
    } catch (e) {
      setFileError(e instanceof BoundaryFileError ? e.message : `${file.name} could not be read.`);
      return;
    }
    // The API's boundary check (closed rings, no self-crossing) before the shape is taken whole.
    setBusy(true);
    try {
      const r = await merge({ base: parsed });
      if (!r.ok) {
        setFileError(
          `${file.name} cannot be used as a boundary: ${r.problems.join(' ')} Nothing was changed.`,
        );
        return;
      }
      push(parsed, { kind: 'import' });
    } catch {
      setFileError(
        `${file.name} could not be checked: ${MERGE_FAILED_MESSAGE}. Nothing was changed.`,
      );
    } finally {
      setBusy(false);
    }
  };

  const exportAs = (format: BoundaryFileFormat) => {
    if (!value) return;
    const name = exportFileName(label, format);
    if (format === 'kml')
      download(name, toKml(value, label), 'application/vnd.google-earth.kml+xml');
    else download(name, toGeoJsonText(value), 'application/geo+json');
  };

  const hasBoundary = !!value && value.features.length > 0;
  const googleMapsKey = useMapsKey();
  // Google's script did not load (a bad key, a blocked network): the offline map takes over, so
  // the boundary can still be seen and drawn.
  const [googleFailed, setGoogleFailed] = useState(false);
  const mapProps = {
    value,
    drawing: editing && drawing && !busy,
    mode,
    onDrawn,
    height,
    label,
    color,
  };
  const modeColor = mode === 'cut' ? 'red' : 'green';

  return (
    <Stack gap="2">
      {editing ? (
        <Stack
          gap="2"
          p="3"
          borderWidth="1px"
          borderRadius="md"
          bg="gray.50"
          role="group"
          aria-label="Map edit bar"
          aria-busy={busy}
          data-busy={busy ? 'true' : 'false'}
        >
          <HStack gap="3" wrap="wrap">
            <HStack gap="0" role="radiogroup" aria-label="Edit mode">
              {(['merge', 'cut'] as const).map((m) => (
                <Button
                  key={m}
                  size="sm"
                  role="radio"
                  aria-checked={mode === m}
                  variant={mode === m ? 'solid' : 'outline'}
                  colorPalette={m === 'cut' ? 'red' : 'green'}
                  borderRadius={m === 'merge' ? 'md 0 0 md' : '0 md md 0'}
                  disabled={busy}
                  onClick={() => setMode(m)}
                >
                  {m === 'merge' ? 'Merge' : 'Cut'}
                </Button>
              ))}
            </HStack>
            <Switch.Root
              size="sm"
              checked={drawing}
              disabled={busy}
              onCheckedChange={(d) => setDrawing(d.checked)}
              colorPalette={modeColor}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Drawing {drawing ? 'on' : 'off'}</Switch.Label>
            </Switch.Root>
            <Button size="sm" variant="outline" onClick={undo} disabled={busy || !history.length}>
              Undo
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              Import file
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={BOUNDARY_FILE_ACCEPT}
              aria-label="Import boundary file (GeoJSON or KML)"
              style={{ display: 'none' }}
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) void importFile(f);
              }}
            />
            {busy ? (
              <HStack gap="2" color="gray.600" role="status">
                <Spinner size="sm" />
                <Text textStyle="sm">Updating map…</Text>
              </HStack>
            ) : null}
          </HStack>
          <HStack gap="3" align="start" wrap="wrap">
            <Field.Root flex="1" minW="14rem" disabled={busy}>
              <Field.Label htmlFor={`${ids}-zips`}>
                ZIP codes to {mode === 'merge' ? 'merge' : 'cut'}
              </Field.Label>
              <Input
                id={`${ids}-zips`}
                size="sm"
                bg="white"
                value={zips}
                placeholder="78701, 78702"
                onChange={(e) => setZips(e.target.value)}
                onKeyDown={(e) => {
                  onEnter(() => void submitZips())(e);
                  onBackspace(zips)(e);
                }}
              />
              <Field.HelperText>Comma separated; press Enter.</Field.HelperText>
            </Field.Root>
            <Field.Root flex="1" minW="14rem" disabled={busy}>
              <Field.Label htmlFor={`${ids}-term`}>
                Place or zone to {mode === 'merge' ? 'merge' : 'cut'}
              </Field.Label>
              <TermInput
                id={`${ids}-term`}
                value={term}
                placeholder="Austin, TX · Travis County, TX · TX · zone netsuite name"
                disabled={busy}
                onChange={setTerm}
                onSubmit={(t) => void submitTerm(t)}
                onKeyDown={onBackspace(term)}
              />
              <Field.HelperText>
                A city, county, state or zone; pick a suggestion or press Enter.
              </Field.HelperText>
            </Field.Root>
          </HStack>
          {chips.length ? (
            <Wrap gap="1" aria-label="Boundary chips">
              {chips.map((c) => (
                <Badge
                  key={`${c.mode}:${c.value}`}
                  colorPalette={c.mode === 'cut' ? 'red' : 'green'}
                  variant="subtle"
                  size="md"
                  data-chip-mode={c.mode}
                  title={c.mode === 'cut' ? `Cut ${c.label}` : `Merged ${c.label}`}
                >
                  <span>
                    {c.mode === 'cut' ? '−' : '+'} {c.label}
                  </span>
                  <CloseButton
                    size="2xs"
                    variant="plain"
                    minW="4"
                    h="4"
                    aria-label={`Remove ${c.label}`}
                    disabled={busy}
                    onClick={() => void removeChip(c)}
                  />
                </Badge>
              ))}
            </Wrap>
          ) : null}
          {drawing ? (
            <Text textStyle="xs" color="gray.600">
              Click the map to place corners; click the first corner to finish. Each polygon is{' '}
              {mode === 'merge' ? 'added to' : 'cut from'} the boundary.
            </Text>
          ) : null}
          {fileError ? (
            <Alert.Root status="error" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Import refused</Alert.Title>
                <Alert.Description>{fileError}</Alert.Description>
              </Alert.Content>
              <CloseButton size="xs" aria-label="Dismiss" onClick={() => setFileError(null)} />
            </Alert.Root>
          ) : null}
        </Stack>
      ) : null}
      <Box position="relative" borderWidth="1px" borderRadius="md" overflow="hidden">
        <Suspense
          fallback={
            <Box h={height} display="grid" placeItems="center" bg="gray.100">
              <Spinner />
            </Box>
          }
        >
          {googleMapsKey && !googleFailed ? (
            <GoogleBoundaryMap
              {...mapProps}
              googleMapsKey={googleMapsKey}
              onLoadError={() => setGoogleFailed(true)}
            />
          ) : (
            <BoundaryMap {...mapProps} />
          )}
        </Suspense>
        {!hasBoundary ? (
          <Box
            position="absolute"
            top="2"
            left="50%"
            transform="translateX(-50%)"
            zIndex="500"
            bg="white"
            px="3"
            py="1"
            borderRadius="md"
            shadow="sm"
            pointerEvents="none"
          >
            <Text textStyle="sm" color="gray.700">
              {editing
                ? 'No boundary yet: add ZIP codes or places, draw, or import a file.'
                : 'No boundary yet.'}
            </Text>
          </Box>
        ) : null}
      </Box>
      {hasBoundary ? (
        <HStack gap="2" justify="flex-end">
          <Button size="xs" variant="ghost" onClick={() => exportAs('geojson')}>
            Export GeoJSON
          </Button>
          <Button size="xs" variant="ghost" onClick={() => exportAs('kml')}>
            Export KML
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
