// Over 300 lines: the generic list/read/create/update/delete every model uses, one contract.
// Generic record access: list (search, sort, pages, ids), read, create, update with the
// no-lost-update check, delete. Each resource describes itself with a ResourceDef.
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { ApiError, badRequest, conflict, notFound, validationFailed } from '../errors.ts';
import { idsOf, type JsonSchema } from '../schemas/common.ts';
import { withUserNames } from './helpers.ts';

/** A many-to-many field stored in a link table (alert.haulers, note.service_areas...). */
export interface LinkDef {
  field: string;
  table: PgTable;
  owner: string;
  target: string;
}

export interface SaveContext {
  mode: 'create' | 'update';
  /** The stored record before an update. */
  existing?: Record<string, unknown>;
  /** The body as sent (after ignored fields were dropped). */
  input: Record<string, unknown>;
  userId: number | null;
  db: Db;
}

export interface ExpandOptions {
  single: boolean;
  full: boolean;
  with?: string;
}

export interface ResourceDef {
  /** Singular name for messages ('hauler'). */
  key: string;
  /** Title for OpenAPI tags and messages ('Hauler'). */
  title: string;
  table: PgTable;
  /** Writable fields and their schemas (columns and link fields). */
  fields: Record<string, JsonSchema>;
  /** Fields a client may send back that are not stored (docs/decisions.md#calls "without ..."). */
  ignore?: string[];
  /** Required on create ('This field is required'). */
  createRequired?: string[];
  /** Required in the record after an update. */
  updateRequired?: string[];
  /** Extra rules of docs/decisions.md#validation; answers field -> message. */
  validate?(
    merged: Record<string, unknown>,
    ctx: SaveContext,
  ): Record<string, string> | Promise<Record<string, string>>;
  /** Derives stored values before a write (bounds of boundaries, rank 99...). */
  prepare?(values: Record<string, unknown>, ctx: SaveContext): void | Promise<void>;
  links?: LinkDef[];
  /** Runs after the row is written, in the same transaction, with the declared non-column fields. */
  afterWrite?(db: Db, id: number, rest: Record<string, unknown>, ctx: SaveContext): Promise<void>;
  /** Virtual fields usable in field= and sort= (SQL expressions). */
  virtual?: Record<string, SQL>;
  /** Adds related data to rows. */
  expand?(
    db: Db,
    rows: Record<string, unknown>[],
    opts: ExpandOptions,
  ): Promise<Record<string, unknown>[]>;
  /** Drop null fields on save (the generic model path of docs/decisions.md#records-and-fields). */
  dropNulls?: boolean;
  defaultSort?: string;
}

export interface ListQuery {
  page?: number;
  per_page?: number;
  sort?: string;
  sort_order?: string;
  field?: string;
  operator?: string;
  value?: string;
  full?: boolean | string;
  ids?: string;
  with?: string;
}

export interface ListResult {
  models: Record<string, unknown>[];
  total_pages: number;
  total: number;
}

/** Fields every record answers but no client may set. */
const READ_ONLY = [
  'id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'created_by_name',
  'updated_by_name',
];
const TIMESTAMP_FIELDS = ['created_at', 'updated_at', 'last_saved_at', 'calculated_at'];

/** Converts PostgreSQL timestamptz text to ISO 8601. */
export function iso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const d = new Date(
    String(v)
      .replace(' ', 'T')
      .replace(/([+-]\d{2})$/, '$1:00'),
  );
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
}

/** A stored row as the API answers it: ISO timestamps, no internal bbox column. */
export function toApi(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'bbox') continue;
    out[k] = TIMESTAMP_FIELDS.includes(k) ? iso(v) : v;
  }
  return out;
}

/** Escapes LIKE wildcards so that a search value matches literally. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const truthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

/** The column or virtual expression for a field name; 400 for any other name. */
export function fieldExpr(def: ResourceDef, field: string, param = 'field'): SQL | PgColumn {
  // Own names only: `__proto__`, `constructor` or `toString` must not reach SQL as objects.
  const own = (o: object | undefined) => (o && Object.hasOwn(o, field) ? o : undefined);
  const virtual = own(def.virtual) && def.virtual![field];
  const columns = columnsOf(def.table);
  const expr = virtual || (field !== 'bbox' && own(columns) ? columns[field] : undefined);
  if (!expr) throw badRequest(`Unknown field: ${field}`, { [param]: `Unknown field: ${field}` });
  return expr;
}

/** WHERE parts for the generic query parameters (ids, field/operator/value). */
export function listWhere(def: ResourceDef, q: ListQuery): SQL[] {
  const where: SQL[] = [];
  const idCol = columnsOf(def.table).id;
  if (q.ids) where.push(inArray(idCol, idsOf(q.ids)));
  if (q.field && q.value !== undefined) {
    const expr = fieldExpr(def, q.field);
    const op = (q.operator ?? 'LIKE').toLowerCase();
    if (op === '=') where.push(sql`(${expr})::text = ${q.value}`);
    else where.push(sql`(${expr})::text ILIKE ${likePattern(q.value)}`);
  }
  return where;
}

/** ORDER BY for sort/sort_order (validated names only). */
export function listOrder(def: ResourceDef, q: Pick<ListQuery, 'sort' | 'sort_order'>): SQL[] {
  const idCol = columnsOf(def.table).id;
  const dir = (q.sort_order ?? 'asc').toLowerCase() === 'desc' ? desc : asc;
  const sort = q.sort ?? def.defaultSort;
  if (!sort || sort === 'id') return [dir(idCol)];
  return [dir(fieldExpr(def, sort, 'sort')), asc(idCol)];
}

/** Paging: per_page -1 answers everything. */
export function paging(q: Pick<ListQuery, 'page' | 'per_page'>, total: number, fallback = 20) {
  const perPage = q.per_page === undefined || q.per_page === 0 ? fallback : q.per_page;
  const page = q.page ?? 1;
  if (perPage < 0) return { limit: undefined, offset: 0, total_pages: total ? 1 : 0 };
  return { limit: perPage, offset: (page - 1) * perPage, total_pages: Math.ceil(total / perPage) };
}

/** A page of records with `{models, total_pages, total}`. */
export async function listRecords(
  db: Db,
  def: ResourceDef,
  q: ListQuery,
  extra: SQL[] = [],
): Promise<ListResult> {
  const where = and(...listWhere(def, q), ...extra);
  const [{ n }] = await db.select({ n: count() }).from(def.table).where(where);
  const { limit, offset, total_pages } = paging(q, n);
  let query = db
    .select()
    .from(def.table)
    .where(where)
    .orderBy(...listOrder(def, q))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  const rows = (await query) as Record<string, unknown>[];
  const models = await expandRows(db, def, rows, {
    single: false,
    // `full` may come without a value (`?full`): present means true unless 'false' or '0'.
    full: q.full !== undefined && !['false', '0', false].includes(q.full),
    with: q.with,
  });
  return { models, total_pages, total: n };
}

export async function expandRows(
  db: Db,
  def: ResourceDef,
  rows: Record<string, unknown>[],
  opts: ExpandOptions,
) {
  let out = rows.map(toApi);
  if (def.links?.length && out.length) {
    const ids = out.map((r) => r.id as number);
    for (const l of def.links) {
      const cols = columnsOf(l.table);
      const pairs = (await db
        .select({ owner: cols[l.owner], target: cols[l.target] })
        .from(l.table)
        .where(inArray(cols[l.owner], ids))
        .orderBy(asc(cols[l.target]))) as { owner: number; target: number }[];
      const by = new Map<number, number[]>();
      for (const p of pairs) by.set(p.owner, [...(by.get(p.owner) ?? []), p.target]);
      for (const r of out) r[l.field] = by.get(r.id as number) ?? [];
    }
  }
  if (def.expand && out.length) out = await def.expand(db, out, opts);
  // Every record names its creator and last editor ('Unknown User' when unknown), as alerts
  // and exceptions already do in their own expansion.
  if (out.length && 'created_by' in out[0]! && !('created_by_name' in out[0]!))
    out = await withUserNames(db, out);
  return out;
}

/** One record, expanded; 404 when it does not exist. */
export async function getRecord(
  db: Db,
  def: ResourceDef,
  id: number,
  opts: Partial<ExpandOptions> = {},
) {
  const idCol = columnsOf(def.table).id;
  const rows = (await db.select().from(def.table).where(eq(idCol, id))) as Record<
    string,
    unknown
  >[];
  if (!rows.length) throw notFound(`${def.title} ${id} not found`);
  const [row] = await expandRows(db, def, rows, { single: true, full: true, ...opts });
  return row;
}

/** Translates database errors that are the caller's fault into 400s naming the field. */
export function dbError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const e = ((err as { cause?: unknown } | null)?.cause ?? err) as {
    code?: string;
    detail?: string;
    constraint?: string;
    column?: string;
  };
  if (e && e.code === '23502') {
    const col = e.column ?? /column "([^"]+)"/.exec(String((e as Error).message))?.[1] ?? 'id';
    return badRequest(`${col}: this field is required`, { [col]: 'This field is required' });
  }
  if (e && e.code === '23514') {
    const col = e.column ?? e.constraint ?? 'value';
    return badRequest(`${col}: the value is out of range`, { [col]: 'The value is out of range' });
  }
  if (e && (e.code === '22021' || e.code === '22P05')) {
    return badRequest('Text may not contain NUL characters');
  }
  if (e && e.code === '23503') {
    const col = /Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1] ?? e.constraint ?? 'id';
    return badRequest(`The referenced record does not exist (${col})`, {
      [col]: 'The referenced record does not exist',
    });
  }
  if (e && e.code === '23505') return badRequest('A record with these values already exists');
  if (e && e.code === '22003') {
    return badRequest('A number is out of range', e.column ? { [e.column]: 'Out of range' } : {});
  }
  if (e && (e.code === '22P02' || e.code === '22007' || e.code === '22008')) {
    return badRequest('Invalid value', e.column ? { [e.column]: 'Invalid value' } : undefined);
  }
  return err;
}

/** Splits a body into stored column values and link values; drops ignored and read-only fields. */
function clean(def: ResourceDef, body: Record<string, unknown>) {
  const columns = columnsOf(def.table);
  const linkFields = new Set((def.links ?? []).map((l) => l.field));
  const values: Record<string, unknown> = {};
  const links: Record<string, number[]> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (READ_ONLY.includes(k) || def.ignore?.includes(k)) continue;
    if (v === null && def.dropNulls) continue;
    if (linkFields.has(k)) links[k] = Array.isArray(v) ? [...new Set(v as number[])] : [];
    else if (k in columns && k !== 'bbox') values[k] = v;
    else if (k in def.fields) rest[k] = v;
  }
  return { values, links, rest };
}

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Applies required-field rules and the resource's own rules; throws a 400 with every message. */
async function check(def: ResourceDef, merged: Record<string, unknown>, ctx: SaveContext) {
  const fields: Record<string, string> = {};
  const required = ctx.mode === 'create' ? (def.createRequired ?? []) : (def.updateRequired ?? []);
  for (const f of required) if (blank(merged[f])) fields[f] = 'This field is required';
  Object.assign(fields, (await def.validate?.(merged, ctx)) ?? {});
  if (Object.keys(fields).length) throw validationFailed(fields);
}

async function writeLinks(
  tx: Db,
  def: ResourceDef,
  id: number,
  links: Record<string, number[]>,
  replace: boolean,
) {
  for (const l of def.links ?? []) {
    const targets = links[l.field];
    if (!targets) continue;
    const cols = columnsOf(l.table);
    if (replace) await tx.delete(l.table).where(eq(cols[l.owner], id));
    if (targets.length)
      await tx
        .insert(l.table)
        .values(targets.map((t) => ({ [l.owner]: id, [l.target]: t })) as never);
  }
}

/** Creates a record (one transaction with its links); answers it expanded. */
export async function createRecord(
  db: Db,
  def: ResourceDef,
  body: Record<string, unknown>,
  userId: number | null,
) {
  const { values, links, rest } = clean(def, body);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const ctx: SaveContext = {
        mode: 'create',
        input: { ...values, ...links, ...rest },
        userId,
        db: t,
      };
      await check(def, { ...values, ...links, ...rest }, ctx);
      await def.prepare?.(values, ctx);
      const now = new Date().toISOString();
      const [row] = (await t
        .insert(def.table)
        .values({
          ...values,
          created_by: userId,
          updated_by: userId,
          created_at: now,
          updated_at: now,
        } as never)
        .returning()) as Record<string, unknown>[];
      await writeLinks(t, def, row.id as number, links, false);
      await def.afterWrite?.(t, row.id as number, rest, ctx);
      return getRecord(t, def, row.id as number);
    });
  } catch (err) {
    throw dbError(err);
  }
}

/** Compares two timestamps to the millisecond (the API answers ISO with milliseconds). */
export function sameInstant(a: unknown, b: unknown): boolean {
  const x = iso(a);
  const y = iso(b);
  return x !== null && y !== null && new Date(x).getTime() === new Date(y).getTime();
}

/** Locks a row for update and answers it; 404 or 409 (older updated_at) otherwise. */
export async function lockForUpdate(tx: Db, def: ResourceDef, id: number, updatedAt: unknown) {
  const idCol = columnsOf(def.table).id;
  const rows = (await tx.select().from(def.table).where(eq(idCol, id)).for('update')) as Record<
    string,
    unknown
  >[];
  if (!rows.length) throw notFound(`${def.title} ${id} not found`);
  if (
    updatedAt !== undefined &&
    updatedAt !== null &&
    !sameInstant(updatedAt, rows[0].updated_at)
  ) {
    throw conflict(`${def.title} ${id} changed since it was read`);
  }
  return rows[0];
}

/** Updates a record: 409 when `updated_at` is older than the stored one; nothing changes then. */
export async function updateRecord(
  db: Db,
  def: ResourceDef,
  id: number,
  body: Record<string, unknown>,
  userId: number | null,
) {
  const { values, links, rest } = clean(def, body);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const existing = await lockForUpdate(t, def, id, body.updated_at);
      const ctx: SaveContext = {
        mode: 'update',
        existing,
        input: { ...values, ...links, ...rest },
        userId,
        db: t,
      };
      await check(def, { ...existing, ...values, ...links, ...rest }, ctx);
      await def.prepare?.(values, ctx);
      const idCol = columnsOf(def.table).id;
      await t
        .update(def.table)
        .set({ ...values, updated_by: userId, updated_at: new Date().toISOString() } as never)
        .where(eq(idCol, id));
      await writeLinks(t, def, id, links, true);
      await def.afterWrite?.(t, id, rest, ctx);
      return getRecord(t, def, id);
    });
  } catch (err) {
    throw dbError(err);
  }
}

/** Deletes a record; 404 when it does not exist. */
export async function deleteRecord(db: Db, def: ResourceDef, id: number) {
  const idCol = columnsOf(def.table).id;
  try {
    const rows = await db.delete(def.table).where(eq(idCol, id)).returning({ id: idCol });
    if (!rows.length) throw notFound(`${def.title} ${id} not found`);
    return { id, deleted: true };
  } catch (err) {
    throw err instanceof ApiError ? err : dbError(err);
  }
}

/** The id of the caller (token `sub`). */
export function userIdOf(user: { sub: string } | undefined): number | null {
  const n = Number(user?.sub);
  return Number.isInteger(n) && n > 0 ? n : null;
}
