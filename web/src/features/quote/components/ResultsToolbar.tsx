// The bar above the results: View By, Expand Search (nearby, 40 miles), Hauler Type (the network
// switch, only types present) with its notes, and the sort (def, waste, size). The controls are
// memoised: a filter click renders the count again, not the two segment groups (each measures the
// page to place its indicator).
import { memo } from 'react';
import { Box, Button, HStack, NativeSelect, SegmentGroup, Text, Wrap } from '@chakra-ui/react';
import type { NetworkFilterValue, SortValue } from '@shared/quote/filters.ts';

export type ViewBy = 'hauler' | 'product';

/** The chosen segment stands out (the default indicator is faint on white). */
const CHECKED = {
  '& [data-part=item][data-state=checked]': { color: 'teal.800', fontWeight: 'semibold' },
  '& [data-part=indicator]': { bg: 'teal.100' },
};

const NETWORK_LABELS: Record<NetworkFilterValue, string> = {
  inNetwork: 'In Network',
  outOfNetwork: 'Out of Network',
  all: 'All',
};
export const SORT_LABELS: Record<SortValue, string> = {
  def: 'Default',
  waste: 'Waste Type',
  size: 'Size',
};

export interface ResultsToolbarProps {
  viewBy: ViewBy;
  onViewBy: (v: ViewBy) => void;
  nearby: boolean;
  onExpand: () => void;
  network: NetworkFilterValue;
  networkOptions: NetworkFilterValue[];
  networkNotes: readonly string[];
  onNetwork: (n: NetworkFilterValue) => void;
  sort: SortValue;
  onSort: (s: SortValue) => void;
  count: number;
}

/** The results toolbar; pass it stable callbacks (useStableCallback), or it renders every time. */
export function ResultsToolbar({ count, networkNotes, ...controls }: ResultsToolbarProps) {
  return (
    <Box bg="white" borderWidth="1px" rounded="md" px="3" py="1.5" data-testid="results-toolbar">
      <Wrap columnGap="4" rowGap="2" align="center">
        <Controls {...controls} />
        <Text fontSize="sm" color="fg.muted" ml="auto" data-testid="result-count">
          {count} product{count === 1 ? '' : 's'}
        </Text>
      </Wrap>
      {networkNotes.length ? (
        <HStack gap="3" mt="1">
          {networkNotes.map((n) => (
            <Text
              key={n}
              fontSize="sm"
              color="orange.700"
              fontWeight="medium"
              data-testid="network-note"
            >
              {n}
            </Text>
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}

const VIEW_BY_ITEMS: { value: ViewBy; label: string }[] = [
  { value: 'hauler', label: 'Hauler' },
  { value: 'product', label: 'Product' },
];

/** A labelled segment group: one value of a few, the chosen one standing out. */
function Segments<T extends string>({
  label,
  value,
  items,
  onChange,
}: {
  label: string;
  value: T;
  items: { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <HStack gap="2">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <SegmentGroup.Root
        css={CHECKED}
        size="xs"
        value={value}
        onValueChange={(e) => e.value && onChange(e.value as T)}
        aria-label={label}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={items} />
      </SegmentGroup.Root>
    </HStack>
  );
}

const Controls = memo(function Controls(p: Omit<ResultsToolbarProps, 'count' | 'networkNotes'>) {
  return (
    <>
      <Segments label="View By" value={p.viewBy} items={VIEW_BY_ITEMS} onChange={p.onViewBy} />
      {p.networkOptions.length ? (
        <Segments
          label="Hauler Type"
          value={p.network}
          items={p.networkOptions.map((n) => ({ value: n, label: NETWORK_LABELS[n] }))}
          onChange={p.onNetwork}
        />
      ) : null}
      <HStack gap="2">
        <label htmlFor="quote-sort">
          <Text as="span" fontSize="sm" fontWeight="semibold">
            Sort
          </Text>
        </label>
        <NativeSelect.Root size="xs" w="8rem">
          <NativeSelect.Field
            id="quote-sort"
            value={p.sort}
            onChange={(e) => p.onSort(e.target.value as SortValue)}
          >
            {(Object.keys(SORT_LABELS) as SortValue[]).map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Button
        size="xs"
        variant={p.nearby ? 'solid' : 'outline'}
        colorPalette="teal"
        onClick={p.onExpand}
        aria-pressed={p.nearby}
      >
        {p.nearby ? 'Expanded: 40 miles' : 'Expand Search'}
      </Button>
    </>
  );
});
