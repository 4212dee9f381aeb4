// The react-hook-form state of an availability table: the saved rows as the starting point, the
// rules of rules.ts as the validation, and the server's row messages put back on their cells.
import { useMemo } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { rowErrors, type Row } from '../rules.ts';
import type { GridValues } from './AvailabilityGrid.tsx';

const resolver: Resolver<GridValues> = async (values) => {
  let any = false;
  const rows = values.rows.map((r) => {
    const e = rowErrors(r);
    if (!Object.keys(e).length) return undefined;
    any = true;
    return Object.fromEntries(
      Object.entries(e).map(([k, message]) => [k, { type: 'rule', message }]),
    );
  });
  return any ? { values: {}, errors: { rows } as never } : { values, errors: {} };
};

/** The form of a table whose saved rows are `saved` (a new `saved` restarts the form). */
export function useAvailabilityForm(saved: readonly Row[]): UseFormReturn<GridValues> {
  const values = useMemo(() => ({ rows: saved.map((r) => ({ ...r })) }), [saved]);
  return useForm<GridValues>({ mode: 'onChange', values, resolver });
}

/**
 * Puts the server's row messages (`<list>.<N>.<field>`, N the position among the changes sent)
 * on their cells; answers the other messages.
 */
export function applyRowErrors(
  form: UseFormReturn<GridValues>,
  errors: ReadonlyArray<{ readonly field?: string | null; readonly message: string }>,
  sentRows: readonly number[],
): string[] {
  const rest: string[] = [];
  for (const e of errors) {
    const m = e.field ? /^\w+\.(\d+)\.(\w+)$/.exec(e.field) : null;
    const row = m ? sentRows[Number(m[1])] : undefined;
    if (m && row !== undefined) {
      const field = m[2].replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      form.setError(`rows.${row}.${field}`, { message: e.message });
      rest.push(e.message);
    } else rest.push(e.message);
  }
  return rest;
}
