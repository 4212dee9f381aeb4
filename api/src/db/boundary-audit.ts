// Finds stored boundaries that fail the validator (issue 20): shapes written before writes were
// validated, or by hand. Run after every migrate; search already skips such zones, this says which.
import { sql } from 'drizzle-orm';
import { boundaryProblem } from '../domain/geometry/validate.ts';
import type { Db } from './client.ts';

export interface StoredShapeProblem {
  table: string;
  id: number;
  name: string | null;
  problem: string;
}

/** The tables with a `boundaries` column and the column that names a row in a report. */
const TABLES: { table: string; label: string }[] = [
  { table: 'service_areas', label: 'name' },
  { table: 'markets', label: 'name' },
  { table: 'geo_notes', label: 'name' },
  { table: 'exceptions', label: 'type' },
  { table: 'boundary_shapes', label: 'key' },
];

const BATCH = 500;

/** Every stored boundary that fails validation, table by table, in id order. */
export async function auditBoundaries(db: Db): Promise<StoredShapeProblem[]> {
  const out: StoredShapeProblem[] = [];
  for (const { table, label } of TABLES) {
    // In batches by id: a large deployment holds tens of thousands of shapes.
    let after = 0;
    for (;;) {
      const res = await db.execute(
        sql`SELECT id, ${sql.identifier(label)}::text AS label, boundaries FROM ${sql.identifier(table)}
            WHERE boundaries IS NOT NULL AND id > ${after} ORDER BY id LIMIT ${BATCH}`,
      );
      const rows = ((res as { rows?: unknown[] }).rows ?? res) as {
        id: number;
        label: string | null;
        boundaries: unknown;
      }[];
      for (const r of rows) {
        const problem = boundaryProblem(r.boundaries);
        if (problem) out.push({ table, id: Number(r.id), name: r.label, problem });
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1].id);
    }
  }
  return out;
}

/** Logs each stored boundary that fails validation (one line each); answers how many. */
export async function reportBoundaries(
  db: Db,
  log: (line: string) => void = (l) => console.warn(l),
): Promise<number> {
  const found = await auditBoundaries(db);
  for (const p of found) {
    log(
      `boundary audit: ${p.table} ${p.id}${p.name ? ` (${p.name})` : ''} has an invalid boundary: ${p.problem}`,
    );
  }
  if (found.length) {
    log(
      `boundary audit: ${found.length} stored boundar${found.length === 1 ? 'y fails' : 'ies fail'} validation; search skips such zones until they are fixed`,
    );
  }
  return found.length;
}
