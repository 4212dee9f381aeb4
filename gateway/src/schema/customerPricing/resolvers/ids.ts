import { badInput } from '../../../errors.ts';
import { fromGlobalId } from '../../../relay/globalId.ts';

/** The database id of an id argument: a global id of `type`, or a plain database id. */
export function databaseIdArg(
  value: string | number | null | undefined,
  type: string,
): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const v = String(value).trim();
  if (/^\d+$/.test(v)) return v;
  let parsed;
  try {
    parsed = fromGlobalId(v);
  } catch {
    throw badInput(`"${v}" is not a ${type} id`);
  }
  if (parsed.type !== type) throw badInput(`"${v}" is not a ${type} id`);
  return parsed.id;
}
