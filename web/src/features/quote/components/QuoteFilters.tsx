// The left filters of the results page (spec 2 "Filters"): hide No Service (on by default), hide
// Must Call, sizes, tonnage, waste types, availability, cost structures and service areas, each
// long list cut to 5 with Show More / Show Fewer.
/* eslint-disable relay/unused-fields -- the facet lists are read by key (GROUPS) */
import { memo, useState, type ReactNode } from 'react';
import { Box, Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FacetValueView } from '@shared/quote/filters.ts';
import type { ProductFilters } from '@shared/quote/filters.ts';
import { useStableCallback } from '../../../ui/useStableCallback.ts';
import type { QuoteFilters_facets$key } from './__generated__/QuoteFilters_facets.graphql.ts';

export const FILTER_LIST_LIMIT = 5;

type ListKey =
  'sizes' | 'tonnages' | 'wasteTypes' | 'availability' | 'costStructures' | 'serviceAreas';

type FilterFacets = Record<ListKey, readonly FacetValueView[]>;

const GROUPS: { key: ListKey; title: string }[] = [
  { key: 'sizes', title: 'Sizes' },
  { key: 'tonnages', title: 'Tonnage' },
  { key: 'wasteTypes', title: 'Waste Types' },
  { key: 'availability', title: 'Availability' },
  { key: 'costStructures', title: 'Cost Structures' },
  { key: 'serviceAreas', title: 'Service Areas' },
];

/**
 * One filter checkbox. Memoised with a stable `onToggle`: a click re-renders the box clicked,
 * not every box of the panel (about half of a filter click's render work before). `onPoint`:
 * the pointer or the focus is on the box, with what its click would make it.
 */
const Check = memo(function Check({
  value,
  checked,
  onToggle,
  onPoint,
  label,
  count,
}: {
  value: string;
  checked: boolean;
  onToggle: (value: string, on: boolean) => void;
  onPoint?: (value: string, on: boolean) => void;
  label: string;
  count?: number;
}) {
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="teal"
      checked={checked}
      onCheckedChange={(e) => onToggle(value, !!e.checked)}
      onPointerEnter={onPoint && (() => onPoint(value, !checked))}
      onFocus={onPoint && (() => onPoint(value, !checked))}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">
        {label}
        {count === undefined ? null : (
          <>
            {' '}
            <Text as="span" color="fg.muted" fontSize="xs">
              ({count})
            </Text>
          </>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
});

/**
 * One list of boxes. Memoised with stable callbacks: a click renders its own group again, not
 * the five others (their values and selection are the same objects until an answer changes them).
 */
const FilterGroup = memo(function FilterGroup({
  listKey,
  title,
  values,
  selected,
  onChange,
  onPreview,
}: {
  listKey: ListKey;
  title: string;
  values: readonly FacetValueView[];
  selected: readonly string[];
  onChange: (key: ListKey, next: string[]) => void;
  onPreview: (key: ListKey, next: string[]) => void;
}) {
  const [more, setMore] = useState(false);
  const toggled = (value: string, on: boolean) =>
    on ? [...selected, value] : selected.filter((x) => x !== value);
  const onToggle = useStableCallback((value: string, on: boolean) =>
    onChange(listKey, toggled(value, on)),
  );
  const onPoint = useStableCallback((value: string, on: boolean) =>
    onPreview(listKey, toggled(value, on)),
  );
  if (values.length === 0) return null;
  const shown = more ? values : values.slice(0, FILTER_LIST_LIMIT);
  return (
    <Box as="fieldset" role="group" aria-label={title}>
      <Heading
        as="legend"
        size="xs"
        mb="1.5"
        textTransform="uppercase"
        letterSpacing="wide"
        color="fg.muted"
      >
        {title}
      </Heading>
      <Stack gap="1">
        {shown.map((v) => (
          <Check
            key={v.value}
            value={v.value}
            checked={selected.includes(v.value)}
            onToggle={onToggle}
            onPoint={onPoint}
            label={v.label}
            count={v.count}
          />
        ))}
      </Stack>
      {values.length > FILTER_LIST_LIMIT ? (
        <Button
          size="2xs"
          variant="plain"
          color="teal.700"
          px="0"
          onClick={() => setMore((m) => !m)}
        >
          {more ? 'Show Fewer' : 'Show More'}
        </Button>
      ) : null}
    </Box>
  );
});

export function QuoteFilters({
  filters,
  facets: facetsRef,
  onChange,
  onPreview,
  children,
}: {
  filters: ProductFilters;
  /** The options with their counts (QuoteProductConnection.facets). */
  facets: QuoteFilters_facets$key;
  onChange: (next: ProductFilters) => void;
  /** The filters a box pointed at (or focused) would make, to fetch their cards ahead. */
  onPreview?: (next: ProductFilters) => void;
  /** Extra sections (the admin's Hide Features). */
  children?: ReactNode;
}) {
  const facets: FilterFacets = useFragment(
    graphql`
      fragment QuoteFilters_facets on QuoteFacets {
        sizes {
          value
          label
          count
        }
        tonnages {
          value
          label
          count
        }
        wasteTypes {
          value
          label
          count
        }
        availability {
          value
          label
          count
        }
        costStructures {
          value
          label
          count
        }
        serviceAreas {
          value
          label
          count
        }
      }
    `,
    facetsRef,
  );
  // One filter set to a new value (a hide box on or off, a list's new selection): stable, so
  // that only the box or the group clicked renders again.
  const setting = (key: string, value: boolean | string[]) => ({ ...filters, [key]: value });
  const onSet = useStableCallback((key: string, value: boolean | string[]) =>
    onChange(setting(key, value)),
  );
  const onPointSet = useStableCallback((key: string, value: boolean | string[]) =>
    onPreview?.(setting(key, value)),
  );
  return (
    <Stack gap="4" data-testid="filters">
      <Stack gap="1">
        <Check
          value="hideNoService"
          checked={filters.hideNoService}
          onToggle={onSet}
          onPoint={onPointSet}
          label="Hide No Service"
        />
        <Check
          value="hideMustCall"
          checked={filters.hideMustCall}
          onToggle={onSet}
          onPoint={onPointSet}
          label="Hide Must Call"
        />
      </Stack>
      {GROUPS.map((g) => (
        <FilterGroup
          key={g.key}
          listKey={g.key}
          title={g.title}
          values={facets[g.key]}
          selected={filters[g.key] as readonly string[]}
          onChange={onSet}
          onPreview={onPointSet}
        />
      ))}
      {children}
    </Stack>
  );
}

/** The admin's overlay toggles (Super Admin only). */
export const OVERLAY_TOGGLES = [
  { key: 'geo-note', label: 'geo-note' },
  { key: 'special-use', label: 'special-use' },
  { key: 'locale', label: 'locale' },
  { key: 'msa', label: 'msa' },
  { key: 'marker', label: 'marker' },
] as const;

export type OverlayToggle = (typeof OVERLAY_TOGGLES)[number]['key'];

export function HideFeatures({
  hidden,
  onChange,
}: {
  hidden: ReadonlySet<OverlayToggle>;
  onChange: (next: Set<OverlayToggle>) => void;
}) {
  const onToggle = useStableCallback((key: string, on: boolean) => {
    const next = new Set(hidden);
    if (on) next.add(key as OverlayToggle);
    else next.delete(key as OverlayToggle);
    onChange(next);
  });
  return (
    <Box
      as="fieldset"
      role="group"
      aria-label="Hide Features"
      borderTopWidth="1px"
      pt="3"
      data-testid="hide-features"
    >
      <Heading
        as="legend"
        size="xs"
        mb="1.5"
        textTransform="uppercase"
        letterSpacing="wide"
        color="fg.muted"
      >
        Hide Features
      </Heading>
      <Stack gap="1">
        {OVERLAY_TOGGLES.map((t) => (
          <Check
            key={t.key}
            value={t.key}
            checked={hidden.has(t.key)}
            onToggle={onToggle}
            label={t.label}
          />
        ))}
      </Stack>
    </Box>
  );
}
