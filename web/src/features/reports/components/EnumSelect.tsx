// A select over the labels of an enum, with an 'any' first option (no Relay).
import { NativeSelect } from '@chakra-ui/react';

/** `label` names it for screen readers; '' is the 'any' choice. */
export function EnumSelect(p: {
  label: string;
  any: string;
  options: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root w="12rem" bg="white">
      <NativeSelect.Field
        aria-label={p.label}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      >
        <option value="">{p.any}</option>
        {Object.entries(p.options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
