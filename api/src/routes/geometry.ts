// POST /geometry/merge and POST /geometry/centroid (docs/decisions.md#calls; docs/decisions.md#maps-and-geometry).
import { area } from '@turf/turf';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accessRules } from '../auth/access-rules.ts';
import { guard } from '../auth/guard.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Db } from '../db/client.ts';
import { boundaryShapes, markets, serviceAreas } from '../db/schema.ts';
import {
  boundaryProblem,
  centroidOf,
  mergeTerms,
  toAreas,
  type Area,
  type ParsedTerm,
} from '../domain/geometry/index.ts';

const terms = {
  type: ['array', 'null'],
  maxItems: 1000,
  items: { type: 'string', maxLength: 200 },
};
const resourceType = { type: 'string', enum: ['servicearea', 'market'] };

/** Imported boundaries first, then a zone's netsuite_name; null lets the offline data answer. */
export function termLookup(db: Db) {
  return async (t: ParsedTerm): Promise<Area[] | null> => {
    if (t.kind !== 'name') {
      // Counties are stored under their FIPS code; look them up by name and state.
      const where =
        t.kind === 'county'
          ? and(
              eq(boundaryShapes.kind, 'county'),
              eq(boundaryShapes.state, t.state),
              sql`lower(${boundaryShapes.name}) IN (${t.name.toLowerCase()}, ${t.name.toLowerCase().replace(/\s+(county|parish|borough)$/, '')})`,
            )
          : and(eq(boundaryShapes.kind, t.kind), eq(boundaryShapes.key, t.key));
      const rows = await db
        .select({ boundaries: boundaryShapes.boundaries })
        .from(boundaryShapes)
        .where(where)
        .limit(1);
      const found = validAreas(rows.map((r) => r.boundaries));
      return found.length ? found : null;
    }
    const zones = await db
      .select({ boundaries: serviceAreas.boundaries })
      .from(serviceAreas)
      .where(
        ilike(
          serviceAreas.netsuite_name,
          t.term.replace(/[\\%_]/g, (c) => `\\${c}`),
        ),
      )
      .limit(5);
    const found = validAreas(zones.map((z) => z.boundaries));
    return found.length ? found : null;
  };
}

/** The areas of stored shapes that pass validation: a bad stored shape is not merged from. */
function validAreas(shapes: unknown[]): Area[] {
  return shapes.filter((b) => !boundaryProblem(b)).flatMap(toAreas);
}

/** Registers the geometry routes. */
export async function geometryRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  app.post('/geometry/merge', {
    schema: {
      tags: ['geometry'],
      summary:
        'Merges (union) the geometries terms and cuts the excludeGeometries terms; unknown terms come back in errors',
      security: [{ bearer: [] }],
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          resource_id: {
            type: ['integer', 'string', 'null'],
            minimum: 1,
            maximum: 2147483647,
            maxLength: 10,
            pattern: '^([1-9][0-9]{0,9})?$',
          },
          resource_type: {
            ...resourceType,
            type: ['string', 'null'],
            enum: ['servicearea', 'market', null],
          },
          geometries: terms,
          excludeGeometries: terms,
          include_existing: {
            type: ['boolean', 'null'],
            description: "Start from the resource's stored boundary",
          },
          base: {
            type: ['object', 'null'],
            description:
              'Start from this boundary (a GeoJSON FeatureCollection, Feature, Polygon or MultiPolygon being edited, not saved yet); it must pass the boundary check',
          },
        },
      },
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    preHandler: guard(accessRules.write),
    handler: async (req) => {
      const b = req.body as {
        resource_id?: number | string | null;
        resource_type?: 'servicearea' | 'market' | null;
        geometries?: string[] | null;
        excludeGeometries?: string[] | null;
        include_existing?: boolean | null;
        base?: unknown;
      };
      let base: Area[] = [];
      if (b.base != null) {
        // The shape being edited on the screen (docs/decisions.md#maps-and-geometry): the same
        // check as a saved boundary, so an import or a hand drawing is refused with its reason.
        const problem = boundaryProblem(b.base);
        if (problem) {
          throw badRequest(`base: the boundary is invalid (${problem})`, {
            base: `The boundary is invalid (${problem})`,
          });
        }
        base = toAreas(b.base);
      }
      if (b.include_existing && b.resource_id) {
        const table = b.resource_type === 'market' ? markets : serviceAreas;
        const [row] = await db()
          .select({ boundaries: table.boundaries })
          .from(table)
          .where(eq(table.id, Number(b.resource_id)));
        const problem = row?.boundaries ? boundaryProblem(row.boundaries) : null;
        if (problem) {
          throw badRequest(
            `include_existing: the stored boundary of ${b.resource_type ?? 'servicearea'} ${b.resource_id} is invalid (${problem}); merge without include_existing to replace it`,
            { include_existing: `The stored boundary is invalid (${problem})` },
          );
        }
        base = [...base, ...toAreas(row?.boundaries)];
      }
      const r = await mergeTerms({
        geometries: b.geometries ?? [],
        excludeGeometries: b.excludeGeometries ?? [],
        base,
        lookup: termLookup(db()),
      });
      // The result is saved as a boundary by the caller: it must pass the same check.
      const problem = r.feature ? boundaryProblem(r.feature) : null;
      if (problem) {
        throw badRequest(`geometries: the merged boundary is invalid (${problem})`, {
          geometries: `The merged boundary is invalid (${problem})`,
        });
      }
      return {
        resource_id: b.resource_id ?? null,
        resource_type: b.resource_type ?? null,
        feature: r.feature ? JSON.stringify(r.feature) : null,
        errors: r.errors,
        centroid: r.centroid,
      };
    },
  });

  app.post('/geometry/centroid', {
    schema: {
      tags: ['geometry'],
      summary: 'The centre of the zones (or markets) whose field_name equals resource_id',
      security: [{ bearer: [] }],
      body: {
        type: 'object',
        required: ['resource_id'],
        additionalProperties: false,
        properties: {
          resource_id: {
            type: ['integer', 'string'],
            minimum: 1,
            maximum: 2147483647,
            maxLength: 10,
            pattern: '^[1-9][0-9]{0,9}$',
          },
          resource_type: {
            ...resourceType,
            type: ['string', 'null'],
            enum: ['servicearea', 'market', null],
          },
          field_name: { type: ['string', 'null'], enum: ['region_id', 'hauler_id', 'id', null] },
        },
      },
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    // A zone's centroid is zone data (read:hauler), a market's is market data (read:market).
    preHandler: guard((req) =>
      (req.body as { resource_type?: unknown } | undefined)?.resource_type === 'market'
        ? accessRules.readMarket
        : accessRules.readHauler,
    ),
    handler: async (req) => {
      const b = req.body as {
        resource_id: number | string;
        resource_type?: string | null;
        field_name?: string | null;
      };
      const id = Number(b.resource_id);
      const field = b.field_name ?? 'id';
      let shapes: unknown[];
      if (b.resource_type === 'market') {
        shapes = (
          await db()
            .select({ boundaries: markets.boundaries })
            .from(markets)
            .where(eq(markets.id, id))
        ).map((r) => r.boundaries);
      } else {
        const col =
          field === 'region_id'
            ? serviceAreas.region_id
            : field === 'hauler_id'
              ? serviceAreas.hauler_id
              : serviceAreas.id;
        shapes = (
          await db()
            .select({ boundaries: serviceAreas.boundaries })
            .from(serviceAreas)
            .where(and(eq(col, id), sql`${serviceAreas.boundaries} IS NOT NULL`))
        ).map((r) => r.boundaries);
      }
      const areas = validAreas(shapes);
      if (areas.length === 0) throw notFound('No boundary found for this resource');
      // The area-weighted mean of the shapes' centres: a union of hundreds of zones is slow and not needed.
      let w = 0;
      let lat = 0;
      let lng = 0;
      for (const a of areas) {
        const c = centroidOf(a);
        const m = area(a) || 1;
        if (!c) continue;
        w += m;
        lat += c.lat * m;
        lng += c.lng * m;
      }
      const centroid = { lat: lat / w, lng: lng / w };
      return { location: centroid, ...centroid };
    },
  });
}
