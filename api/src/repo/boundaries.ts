// Stored boundaries read by the geometry tools: imported shapes (states, counties, ZIPs, ...),
// zones found by name, and the boundaries of a market or of zones.
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { boundaryShapes, markets, serviceAreas } from '../db/schema.ts';
import { likePattern } from './records.ts';

/** The imported shape of a kind and key (a county by name and state); [] or one shape. */
export async function importedShape(
  db: Db,
  t: { kind: string; key: string; name?: string; state?: string },
): Promise<unknown[]> {
  const name = (t.name ?? '').toLowerCase();
  const where =
    t.kind === 'county'
      ? and(
          eq(boundaryShapes.kind, 'county'),
          eq(boundaryShapes.state, t.state ?? ''),
          // Counties are stored under their FIPS code; look them up by name with or without suffix.
          sql`lower(${boundaryShapes.name}) IN (${name}, ${name.replace(/\s+(county|parish|borough)$/, '')})`,
        )
      : and(eq(boundaryShapes.kind, t.kind), eq(boundaryShapes.key, t.key));
  const rows = await db
    .select({ boundaries: boundaryShapes.boundaries })
    .from(boundaryShapes)
    .where(where)
    .limit(1);
  return rows.map((r) => r.boundaries);
}

/** The boundaries of up to `limit` zones whose netsuite_name is `name` (case-insensitive). */
export async function zoneBoundariesNamed(db: Db, name: string, limit: number): Promise<unknown[]> {
  // An exact match: likePattern's escaping without its surrounding wildcards.
  const exact = likePattern(name).slice(1, -1);
  const zones = await db
    .select({ boundaries: serviceAreas.boundaries })
    .from(serviceAreas)
    .where(ilike(serviceAreas.netsuite_name, exact))
    .limit(limit);
  return zones.map((z) => z.boundaries);
}

/** The stored boundary of one market or zone (null when none). */
export async function storedBoundary(
  db: Db,
  resourceType: 'market' | 'servicearea',
  id: number,
): Promise<unknown> {
  const table = resourceType === 'market' ? markets : serviceAreas;
  const [row] = await db
    .select({ boundaries: table.boundaries })
    .from(table)
    .where(eq(table.id, id));
  return row?.boundaries ?? null;
}

/** The boundaries of a market, or of the zones of a zone id, region id or hauler id. */
export async function boundariesOf(
  db: Db,
  resourceType: 'market' | 'servicearea',
  field: 'id' | 'region_id' | 'hauler_id',
  id: number,
): Promise<unknown[]> {
  if (resourceType === 'market') {
    const rows = await db
      .select({ boundaries: markets.boundaries })
      .from(markets)
      .where(eq(markets.id, id));
    return rows.map((r) => r.boundaries);
  }
  const col = serviceAreas[field];
  const rows = await db
    .select({ boundaries: serviceAreas.boundaries })
    .from(serviceAreas)
    .where(and(eq(col, id), sql`${serviceAreas.boundaries} IS NOT NULL`));
  return rows.map((r) => r.boundaries);
}
