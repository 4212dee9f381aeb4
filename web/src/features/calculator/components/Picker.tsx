// A search-and-pick field for the calculator's customer and site (no Relay).
import { useState } from 'react';
import { Box, Button, Field, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useCustomerSearch, useSiteSearch, type PickerOption } from '../hooks/useNetsuiteSearch.ts';

export function Picker({
  label,
  value,
  onChange,
  kind,
  customerId,
  disabled,
  hint,
  error,
}: {
  label: string;
  value: PickerOption | null;
  onChange: (o: PickerOption | null) => void;
  kind: 'customer' | 'site';
  /** The chosen customer (the site search needs one). */
  customerId?: string | null;
  disabled?: boolean;
  hint?: string;
  /** The field message shown under it (e.g. 'Choose a customer'). */
  error?: string;
}) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const enabled = open && !value && !disabled;
  const customers = useCustomerSearch(term, kind === 'customer' && enabled);
  const sites = useSiteSearch(kind === 'site' && enabled ? (customerId ?? null) : null, term);
  const { items, loading } = kind === 'customer' ? customers : sites;
  if (value)
    return (
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack
          w="full"
          justify="space-between"
          borderWidth="1px"
          rounded="md"
          px="3"
          py="1.5"
          data-testid={`picked-${label.toLowerCase()}`}
        >
          <Text fontWeight="medium">{value.label}</Text>
          <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
            Change
          </Button>
        </HStack>
      </Field.Root>
    );
  return (
    <Field.Root disabled={disabled} invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        aria-label={`Search ${label.toLowerCase()}`}
        placeholder={disabled ? hint : `Search ${label.toLowerCase()}`}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {disabled && hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {open && !disabled ? (
        <Box
          as="ul"
          role="listbox"
          aria-label={`${label} options`}
          w="full"
          maxH="10rem"
          overflowY="auto"
          borderWidth="1px"
          rounded="md"
          listStyleType="none"
        >
          {loading ? (
            <Box as="li" px="3" py="1">
              <Spinner size="xs" />
            </Box>
          ) : null}
          {!loading && items.length === 0 ? (
            <Box as="li" px="3" py="1" color="fg.muted" fontSize="sm">
              No matches
            </Box>
          ) : null}
          {items.map((o) => (
            <Box
              as="li"
              key={o.id}
              role="option"
              aria-selected={false}
              px="3"
              py="1"
              cursor="pointer"
              _hover={{ bg: 'teal.50' }}
              onClick={() => {
                onChange(o);
                setOpen(false);
                setTerm('');
              }}
            >
              {o.label}
            </Box>
          ))}
        </Box>
      ) : null}
    </Field.Root>
  );
}
