// POST /geometry/merge and POST /geometry/centroid (docs/decisions.md#calls; docs/decisions.md#maps-and-geometry).
import { area } from '@turf/turf';
import type { FastifyInstance } from 'fastify';
import { accessRules } from '@shared/auth/access-rules.ts';
import { guard } from '../auth/guard.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Db } from '../db/client.ts';
import type { JsonSchema } from '../schemas/common.ts';
import {
  boundariesOf,
  importedShape,
  storedBoundary,
  zoneBoundariesNamed,
} from '../repo/boundaries.ts';
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
    const shapes =
      t.kind === 'name' ? await zoneBoundariesNamed(db, t.term, 5) : await importedShape(db, t);
    const found = validAreas(shapes);
    return found.length ? found : null;
  };
}

/** The areas of stored shapes that pass validation: a bad stored shape is not merged from. */
function validAreas(shapes: unknown[]): Area[] {
  return shapes.filter((b) => !boundaryProblem(b)).flatMap(toAreas);
}

/** Registers the geometry routes. */
const latLng: JsonSchema = {
  type: 'object',
  required: ['lat', 'lng'],
  properties: { lat: { type: 'number' }, lng: { type: 'number' } },
};

/** The answer of POST /geometry/merge (nothing is saved). */
const mergeResponse: JsonSchema = {
  description: 'The merged boundary and the terms that were not found',
  type: 'object',
  required: ['feature', 'errors', 'centroid'],
  properties: {
    resource_id: { type: ['integer', 'string', 'null'] },
    resource_type: { type: ['string', 'null'] },
    feature: { type: ['string', 'null'], description: 'The merged GeoJSON Feature as JSON text' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['search_term', 'message'],
        properties: { search_term: { type: 'string' }, message: { type: 'string' } },
      },
    },
    centroid: { ...latLng, type: ['object', 'null'] },
  },
};

/** The answer of POST /geometry/centroid. */
const centroidResponse: JsonSchema = {
  description: 'The centre of the boundaries',
  type: 'object',
  required: ['location', 'lat', 'lng'],
  properties: { location: latLng, lat: { type: 'number' }, lng: { type: 'number' } },
};

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
      response: { 200: mergeResponse },
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
        const stored = await storedBoundary(
          db(),
          b.resource_type === 'market' ? 'market' : 'servicearea',
          Number(b.resource_id),
        );
        const problem = stored ? boundaryProblem(stored) : null;
        if (problem) {
          throw badRequest(
            `include_existing: the stored boundary of ${b.resource_type ?? 'servicearea'} ${b.resource_id} is invalid (${problem}); merge without include_existing to replace it`,
            { include_existing: `The stored boundary is invalid (${problem})` },
          );
        }
        base = [...base, ...toAreas(stored)];
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
      response: { 200: centroidResponse },
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
      const shapes = await boundariesOf(
        db(),
        b.resource_type === 'market' ? 'market' : 'servicearea',
        field === 'region_id' || field === 'hauler_id' ? field : 'id',
        id,
      );
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
