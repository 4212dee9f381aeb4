-- Issue 20: bounds outside longitude -180..180 / latitude -90..90 (e.g. a shape at ±1e308) poison
-- the GiST index on `bbox`: once such a box shares an index page, every later write that splits
-- the page fails with "value out of range: overflow" until a REINDEX, on PGlite and PostgreSQL.
-- The API now refuses such shapes (api/src/domain/geometry/validate.ts); this migration
--  1. takes shapes already stored with such bounds out of the index (bounds set to NULL: search
--     no longer finds them; the boundary audit that runs when migrations are applied, see
--     api/src/db/client.ts, reports them by id),
--  2. rebuilds the indexes without them,
--  3. makes the database refuse such bounds from any writer (imports, scripts, SQL by hand).
-- The constraints live only here (not in schema.ts nor the drizzle snapshot), so drizzle-kit
-- neither drops nor repeats them.

DROP INDEX IF EXISTS "service_areas_bbox_idx";--> statement-breakpoint
UPDATE "service_areas" SET "min_lng" = NULL, "min_lat" = NULL, "max_lng" = NULL, "max_lat" = NULL WHERE NOT (min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lng <= max_lng AND min_lat <= max_lat);--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_bounds_check" CHECK (min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lng <= max_lng AND min_lat <= max_lat);--> statement-breakpoint
CREATE INDEX "service_areas_bbox_idx" ON "service_areas" USING gist ("bbox");--> statement-breakpoint
DROP INDEX IF EXISTS "markets_bbox_idx";--> statement-breakpoint
UPDATE "markets" SET "min_lng" = NULL, "min_lat" = NULL, "max_lng" = NULL, "max_lat" = NULL WHERE NOT (min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lng <= max_lng AND min_lat <= max_lat);--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_bounds_check" CHECK (min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lng <= max_lng AND min_lat <= max_lat);--> statement-breakpoint
CREATE INDEX "markets_bbox_idx" ON "markets" USING gist ("bbox");--> statement-breakpoint
DROP INDEX IF EXISTS "geo_notes_bbox_idx";--> statement-breakpoint
UPDATE "geo_notes" SET "min_lng" = NULL, "min_lat" = NULL, "max_lng" = NULL, "max_lat" = NULL WHERE NOT (min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lng <= max_lng AND min_lat <= max_lat);--> statement-breakpoint
ALTER TABLE "geo_notes" ADD CONSTRAINT "geo_notes_bounds_check" CHECK (min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lng <= max_lng AND min_lat <= max_lat);--> statement-breakpoint
CREATE INDEX "geo_notes_bbox_idx" ON "geo_notes" USING gist ("bbox");--> statement-breakpoint
DROP INDEX IF EXISTS "boundary_shapes_bbox_idx";--> statement-breakpoint
UPDATE "boundary_shapes" SET "min_lng" = NULL, "min_lat" = NULL, "max_lng" = NULL, "max_lat" = NULL WHERE NOT (min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lng <= max_lng AND min_lat <= max_lat);--> statement-breakpoint
ALTER TABLE "boundary_shapes" ADD CONSTRAINT "boundary_shapes_bounds_check" CHECK (min_lng BETWEEN -180 AND 180 AND max_lng BETWEEN -180 AND 180 AND min_lat BETWEEN -90 AND 90 AND max_lat BETWEEN -90 AND 90 AND min_lng <= max_lng AND min_lat <= max_lat);--> statement-breakpoint
CREATE INDEX "boundary_shapes_bbox_idx" ON "boundary_shapes" USING gist ("bbox");
