// The territory filter of the lists and reports (no Relay).
import { NativeSelect } from '@chakra-ui/react';

export const TERRITORIES = ['Midwest', 'Southeast', 'Northeast', 'West'] as const;
export type TerritoryValue = (typeof TERRITORIES)[number];

/** 'All territories' or one of the four. */
export function TerritorySelect(p: { value: string; onChange: (value: string) => void }) {
  return (
    <NativeSelect.Root size="md" w="12rem" bg="white">
      <NativeSelect.Field
        aria-label="Territory"
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      >
        <option value="">All territories</option>
        {TERRITORIES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
