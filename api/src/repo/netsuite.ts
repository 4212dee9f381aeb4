// NetSuite customers and sites (searched by the price calculator) and the customer prices it
// saves, each payload stored once.
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerPrices, netsuiteCustomers, netsuiteSites, rolloffPricing } from '../db/schema.ts';
import { likePattern } from './records.ts';

/** Customers by ids, or whose name contains `name`, by name; at most `limit`. */
export async function findCustomers(
  db: Db,
  q: { ids?: number[]; name?: string; isActive?: boolean; limit: number },
) {
  const where: SQL[] = q.ids ? [inArray(netsuiteCustomers.id, q.ids)] : [];
  if (q.name) where.push(ilike(netsuiteCustomers.searchable_name, likePattern(q.name)));
  if (q.isActive !== undefined) where.push(eq(netsuiteCustomers.is_active, q.isActive));
  return db
    .select()
    .from(netsuiteCustomers)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(netsuiteCustomers.searchable_name))
    .limit(q.limit);
}

/** Sites by ids and/or of one customer, whose address contains `address`; at most `limit`. */
export async function findSites(
  db: Db,
  q: { ids?: number[]; customerId?: number; address?: string; limit: number },
) {
  const where: SQL[] = [];
  if (q.ids) where.push(inArray(netsuiteSites.id, q.ids));
  if (q.customerId) where.push(eq(netsuiteSites.customer_id, q.customerId));
  if (q.address) where.push(ilike(netsuiteSites.formatted_address, likePattern(q.address)));
  return db
    .select()
    .from(netsuiteSites)
    .where(and(...where))
    .orderBy(asc(netsuiteSites.formatted_address))
    .limit(q.limit);
}

/** The id of the customer named by its NetSuite internal id or its own id; undefined if none. */
export async function customerIdByKey(db: Db, key: string): Promise<number | undefined> {
  const [customer] = await db
    .select({ id: netsuiteCustomers.id })
    .from(netsuiteCustomers)
    .where(sql`${netsuiteCustomers.internal_id} = ${key} OR ${netsuiteCustomers.id}::text = ${key}`)
    .limit(1);
  return customer?.id;
}

/** The id of the customer's site named by its internal id or its own id; undefined if none. */
export async function siteIdByKey(
  db: Db,
  customerId: number,
  key: string,
): Promise<number | undefined> {
  const [site] = await db
    .select({ id: netsuiteSites.id })
    .from(netsuiteSites)
    .where(
      and(
        eq(netsuiteSites.customer_id, customerId),
        sql`(${netsuiteSites.internal_id} = ${key} OR ${netsuiteSites.id}::text = ${key})`,
      ),
    )
    .limit(1);
  return site?.id;
}

/** `id` when a rolloff pricing row has it, else null. */
export async function existingPricingId(db: Db, id: number): Promise<number | null> {
  const [p] = await db
    .select({ id: rolloffPricing.id })
    .from(rolloffPricing)
    .where(eq(rolloffPricing.id, id));
  return p?.id ?? null;
}

/**
 * Stores a customer price unless the same payload is stored already (two concurrent saves of
 * one payload still write once); answers the row and whether it was created.
 */
export async function saveCustomerPriceOnce(
  db: Db,
  v: {
    customerId: number;
    siteId: number | null;
    pricingId: number | null;
    effDate: string | null;
    price: string | null;
    payload: Record<string, unknown>;
    userId: number | null;
  },
) {
  const json = JSON.stringify(v.payload);
  return db.transaction(async (tx) => {
    // Serialises identical payloads so that two concurrent saves still write once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${json}))`);
    const [existing] = await tx
      .select()
      .from(customerPrices)
      .where(sql`${customerPrices.payload} = ${json}::jsonb`)
      .limit(1);
    if (existing) return { row: existing, created: false };
    const [row] = await tx
      .insert(customerPrices)
      .values({
        customer_id: v.customerId,
        site_id: v.siteId,
        rolloff_pricing_id: v.pricingId,
        eff_date: v.effDate,
        price: v.price,
        payload: v.payload,
        created_by: v.userId,
        updated_by: v.userId,
      })
      .returning();
    return { row, created: true };
  });
}
