// A labelled form field with its error message (no Relay).
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** Label, control and error text of one field. */
export function FormField(p: {
  label: string;
  error?: string | null;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!p.error} required={p.required}>
      <Field.Label>
        {p.label}
        {p.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {p.children}
      {p.error ? <Field.ErrorText>{p.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The first message of `field` among user errors (or of no field for `field` null). */
export const errorOf = (
  errors: readonly { field: string | null | undefined; message: string }[],
  field: string | null,
) => errors.find((e) => (e.field ?? null) === field)?.message ?? null;
