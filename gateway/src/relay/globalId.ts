// Opaque global ids of the Relay server specification: base64 of `Type:id`.
import { badInput } from '../errors.ts';

/** The global id of a record of `type`. */
export function toGlobalId(type: string, id: string | number): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

/** The type and database id inside a global id; throws BAD_USER_INPUT when it is not one. */
export function fromGlobalId(globalId: string): { type: string; id: string } {
  const text = Buffer.from(globalId, 'base64').toString('utf8');
  const i = text.indexOf(':');
  if (
    i <= 0 ||
    i === text.length - 1 ||
    toGlobalId(text.slice(0, i), text.slice(i + 1)) !== globalId
  ) {
    throw badInput(`"${globalId}" is not a valid id`);
  }
  return { type: text.slice(0, i), id: text.slice(i + 1) };
}
