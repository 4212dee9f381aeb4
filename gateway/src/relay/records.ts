// Shared pieces of the administration domains: REST records as GraphQL parents (camelCase
// fields), id arguments, input -> REST body, and the create/update/delete mutations with
// `userErrors` (validation messages of the main API, the stale-version conflict).
import type DataLoader from 'dataloader';
import type { Context } from '../context.ts';
import { badInput, codeOf } from '../errors.ts';
import type { Key } from '../loaders/factory.ts';
import type { ResourceClient, RestRecord } from '../rest/resource.ts';
import type { Resolver } from '../schema/types.ts';
import { fromGlobalId, toGlobalId } from './globalId.ts';
import { camelCase, requiredFields, userErrorsOf, type UserError } from './mutation.ts';

/** The userError of an update whose `updatedAt` is older than the stored record (REST 409). */
export const STALE_MESSAGE =
  'This record was changed by someone else since you opened it. Reload it and try again.';

/** snake_case of a camelCase input name (`zipCode` -> `zip_code`). */
export const snakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Resolvers that read each camelCase field from its snake_case REST field (null when absent). */
export function restFields(names: readonly string[]): Record<string, Resolver<RestRecord>> {
  return Object.fromEntries(
    names.map((n) => {
      const key = snakeCase(n);
      return [n, (r: RestRecord) => r[key] ?? null] as const;
    }),
  );
}

/** Like restFields, from REST names (`zip_code` answers `zipCode`). */
export function restFieldsOf(restNames: readonly string[]): Record<string, Resolver<RestRecord>> {
  return Object.fromEntries(
    restNames.map((k) => [camelCase(k), (r: RestRecord) => r[k] ?? null] as const),
  );
}

/** The database id of an id argument: a global id of `type`, or a plain database id. */
export function idArg(value: unknown, type: string): string | null {
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

/** The database id of a required id argument; blank is BAD_USER_INPUT like a malformed one. */
export function requiredIdArg(value: unknown, type: string): string {
  const id = idArg(value, type);
  if (id === null) throw badInput(`A ${type} id is required`);
  return id;
}

/** Numeric database ids of a list of id arguments. */
export const idsArg = (values: readonly unknown[] | null | undefined, type: string) =>
  values == null ? values : values.map((v) => Number(idArg(v, type)));

export interface BodyOptions {
  /** Input id fields and their type: `{ haulerId: 'Hauler' }` sends `hauler_id`. */
  ids?: Record<string, string>;
  /** Input id lists, their type and REST name: `{ zoneIds: ['Zone', 'service_areas'] }`. */
  idLists?: Record<string, [string, string]>;
  /** Other renames: `{ zoneId: 'service_area_id' }`, `{ productLineId: 'product_id' }`. */
  rename?: Record<string, string>;
  /** Value conversions by input name (enum values, comma lists). */
  convert?: Record<string, (v: unknown) => unknown>;
}

/** The REST body of a mutation input (without `id`, `updatedAt`): snake_case, database ids. */
export function restBody(input: Record<string, unknown>, o: BodyOptions = {}) {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (k === 'id' || k === 'updatedAt' || v === undefined) continue;
    const name = o.rename?.[k] ?? snakeCase(k);
    if (o.ids?.[k]) {
      const id = idArg(v, o.ids[k]);
      body[o.rename?.[k] ?? snakeCase(k)] = id === null ? null : Number(id);
    } else if (o.idLists?.[k]) {
      body[o.idLists[k][1]] = idsArg(v as unknown[] | null, o.idLists[k][0]) ?? [];
    } else {
      body[name] = o.convert?.[k] ? o.convert[k](v) : v;
    }
  }
  return body;
}

/** userErrors for a failed write: validation (400 with fields), stale version (409), missing record. */
export function writeErrors(err: unknown): UserError[] | undefined {
  const code = codeOf(err);
  if (code === 'CONFLICT') return [{ field: 'updatedAt', message: STALE_MESSAGE }];
  if (code === 'NOT_FOUND')
    return [{ field: 'id', message: 'This record no longer exists; it may have been deleted.' }];
  return userErrorsOf(err);
}

/** Runs a write; expected failures become `{ [field]: null, userErrors }`, others are thrown. */
export async function writing<T>(
  field: string,
  work: () => Promise<T>,
): Promise<Record<string, unknown>> {
  try {
    return { [field]: await work(), userErrors: [] };
  } catch (err) {
    const userErrors = writeErrors(err);
    if (userErrors) return { [field]: null, userErrors };
    throw err;
  }
}

export interface CrudOptions {
  /** GraphQL type name (global ids). */
  type: string;
  /** The payload field ('hauler'). */
  field: string;
  client: (ctx: Context) => ResourceClient;
  loader: (ctx: Context) => DataLoader<Key, RestRecord, string>;
  body?: BodyOptions;
  /** Input fields required on create ('This field is required'). */
  required?: string[];
  /** Extra REST body fields of a create/update (e.g. a pricing record's user id). */
  extra?: (ctx: Context) => Record<string, unknown>;
}

type Input = { input: Record<string, unknown> };

/** create<Type>, update<Type> and delete<Type> resolvers over a record resource. */
export function crudMutations(o: CrudOptions) {
  const remember = (ctx: Context, record: RestRecord) => {
    o.loader(ctx).clear(record.id).prime(record.id, record);
    return record;
  };
  const create: Resolver<unknown, Input> = async (_, { input }, ctx) => {
    const missing = requiredFields(input, o.required ?? []);
    if (missing.length) return { [o.field]: null, userErrors: missing };
    const body = { ...restBody(input, o.body), ...o.extra?.(ctx) };
    return writing(o.field, async () => remember(ctx, await o.client(ctx).create(body)));
  };
  const update: Resolver<unknown, Input> = async (_, { input }, ctx) => {
    const id = requiredIdArg(input.id, o.type);
    const body = {
      ...restBody(input, o.body),
      ...o.extra?.(ctx),
      updated_at: input.updatedAt as string,
    };
    return writing(o.field, async () => remember(ctx, await o.client(ctx).update(id, body)));
  };
  const remove: Resolver<unknown, Input> = async (_, { input }, ctx) => {
    const id = requiredIdArg(input.id, o.type);
    const payload = await writing('deletedId', async () => {
      await o.client(ctx).remove(id);
      o.loader(ctx).clear(id);
      return toGlobalId(o.type, id);
    });
    return payload;
  };
  return { create, update, remove };
}

/** A Node loader through a by-id loader. */
export const nodeThrough =
  (pick: (ctx: Context) => DataLoader<Key, RestRecord, string>) => (id: string, ctx: Context) =>
    pick(ctx).load(id);

/** The records of an id list field (`[1, 2]` or '1,2'), through a loader; missing ones dropped. */
export async function loadIds(
  loader: DataLoader<Key, RestRecord, string>,
  ids: unknown,
): Promise<RestRecord[]> {
  const list = (Array.isArray(ids) ? ids : String(ids ?? '').split(','))
    .map((x) => String(x).trim())
    .filter(Boolean);
  const got = await loader.loadMany(list);
  return got.filter((r): r is RestRecord => !(r instanceof Error));
}

/** Parses a REST flag that may be 0/1, '0'/'1' or a boolean. */
export const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** A load that answers null for a missing record (other failures stay errors). */
export const orNull = <T>(p: Promise<T>): Promise<T | null> =>
  p.catch((err: unknown) => {
    if (codeOf(err) === 'NOT_FOUND') return null;
    throw err;
  });

/** A connection's `first`, with a default page size (docs/decisions.md#constants-and-limits). */
export const withPageSize = <A extends { first?: number | null }>(a: A, size: number): A => ({
  ...a,
  first: a.first ?? size,
});

/** A GeoJSON Feature wrapped as the FeatureCollection zones and markets store. */
const asCollection = (g: { type?: string } | null) =>
  g && g.type === 'Feature' ? { type: 'FeatureCollection', features: [g] } : g;

/** The GeometryMerge of a POST /geometry/merge answer (boundaries ready for updateZone). */
export function geometryMerge(dto: {
  feature: string | null;
  errors: { search_term: string }[];
  centroid: { lat: number; lng: number } | null;
}) {
  return {
    boundaries: dto.feature ? asCollection(JSON.parse(dto.feature) as { type?: string }) : null,
    unfoundTerms: (dto.errors ?? []).map((e) => e.search_term),
    centroid: dto.centroid ?? null,
  };
}

/** createdBy / updatedBy: the names the main API adds to every record. */
export const auditNames: Record<string, Resolver<RestRecord>> = {
  createdBy: (r) => r.created_by_name ?? 'Unknown User',
  updatedBy: (r) => r.updated_by_name ?? 'Unknown User',
};
