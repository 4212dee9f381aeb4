// Mutation payload conventions: expected failures come back as `userErrors { field message }`.
import { RestError } from '../rest/http.ts';

export interface UserError {
  field: string | null;
  message: string;
}

/** snake_case REST field names become the GraphQL input's camelCase names. */
export const camelCase = (s: string) =>
  s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The user errors of a REST validation failure (400 with `fields`), or undefined for other errors. */
export function userErrorsOf(err: unknown): UserError[] | undefined {
  if (!(err instanceof RestError) || err.code !== 'BAD_USER_INPUT') return undefined;
  const fields = err.fields;
  if (fields && Object.keys(fields).length) {
    return Object.entries(fields).map(([field, message]) => ({ field: camelCase(field), message }));
  }
  return [{ field: null, message: err.message }];
}

/**
 * Runs a mutation's REST work; a validation failure becomes `{ userErrors }` (with the other
 * payload fields null), anything else is thrown with its code.
 */
export async function withUserErrors<P extends object>(
  work: () => Promise<P>,
): Promise<P & { userErrors: UserError[] }> {
  try {
    const payload = await work();
    return { userErrors: [], ...payload };
  } catch (err) {
    const userErrors = userErrorsOf(err);
    if (userErrors) return { userErrors } as P & { userErrors: UserError[] };
    throw err;
  }
}

/** The `userErrors` of required input fields that are empty ('This field is required'). */
export function requiredFields(input: Record<string, unknown>, names: string[]): UserError[] {
  return names
    .filter((n) => input[n] === undefined || input[n] === null || String(input[n]).trim() === '')
    .map((field) => ({ field, message: 'This field is required' }));
}
