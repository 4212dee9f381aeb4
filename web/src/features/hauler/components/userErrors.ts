// Shows a mutation's userErrors: field messages on the form, anything else (the stale-version
// conflict) in a flash that stays until dismissed so the user can read it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { flash, FLASH_PERSISTENT } from '../../../ui/flash/index.ts';

export interface UserErrorLike {
  readonly field?: string | null;
  readonly message: string;
}

/** Puts field errors on the form; returns the messages of errors without a form field. */
export function applyUserErrors<T extends FieldValues>(
  errors: readonly UserErrorLike[],
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  const rest: string[] = [];
  for (const e of errors) {
    if (e.field && fields.includes(e.field)) setError(e.field as Path<T>, { message: e.message });
    else rest.push(e.message);
  }
  return rest;
}

/** Flash of a failed save: the spec's message, with the server's reason when there is one. */
export function flashFailure(message: string, reasons: readonly string[] = []) {
  flash.show(reasons.length ? `${message}: ${reasons.join(' ')}` : message, {
    severity: 'error',
    timeout: FLASH_PERSISTENT,
  });
}

/** The stale-version userError of an update (the gateway names the field `updatedAt`). */
export function staleMessage(errors: readonly UserErrorLike[]): string | null {
  return errors.find((e) => e.field === 'updatedAt')?.message ?? null;
}
