-- Issue 15: a search reads the current availability rows of its regions by region_id
-- (api/src/domain/availability/store.ts), which had no index: a scan of the whole table on every
-- search (60,000 new-delivery rows at national scale, about 16 ms on PostgreSQL and 40 ms on PGlite).
CREATE INDEX "current_availability_delivery_region_idx" ON "current_availability_delivery" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "current_availability_empty_return_region_idx" ON "current_availability_empty_return" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "current_availability_pickup_region_idx" ON "current_availability_pickup" USING btree ("region_id");