CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "alert_haulers" (
	"alert_id" integer NOT NULL,
	"hauler_id" integer NOT NULL,
	CONSTRAINT "alert_haulers_alert_id_hauler_id_pk" PRIMARY KEY("alert_id","hauler_id")
);
--> statement-breakpoint
CREATE TABLE "alert_markets" (
	"alert_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	CONSTRAINT "alert_markets_alert_id_market_id_pk" PRIMARY KEY("alert_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "alert_regions" (
	"alert_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "alert_regions_alert_id_region_id_pk" PRIMARY KEY("alert_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "alert_rolloff_pricing" (
	"alert_id" integer NOT NULL,
	"rolloff_pricing_id" integer NOT NULL,
	CONSTRAINT "alert_rolloff_pricing_alert_id_rolloff_pricing_id_pk" PRIMARY KEY("alert_id","rolloff_pricing_id")
);
--> statement-breakpoint
CREATE TABLE "alert_service_areas" (
	"alert_id" integer NOT NULL,
	"service_area_id" integer NOT NULL,
	CONSTRAINT "alert_service_areas_alert_id_service_area_id_pk" PRIMARY KEY("alert_id","service_area_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"severity" text DEFAULT 'warning' NOT NULL,
	"expires" timestamp,
	"check_back" timestamp,
	"commercial_pricing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"delivery_type" text NOT NULL,
	"size_id" integer,
	"same_day_active" boolean DEFAULT false NOT NULL,
	"same_day_cutoff_time" time,
	"same_day_must_call" boolean DEFAULT false NOT NULL,
	"same_day_notes" text,
	"next_day_active" boolean DEFAULT false NOT NULL,
	"next_day_cutoff_time" time,
	"next_day_must_call" boolean DEFAULT false NOT NULL,
	"next_day_notes" text,
	"two_day_notice_active" boolean DEFAULT false NOT NULL,
	"two_day_notice_cutoff_time" time,
	"two_day_notice_must_call" boolean DEFAULT false NOT NULL,
	"two_day_notice_notes" text,
	"saturday_active" boolean DEFAULT false NOT NULL,
	"saturday_cutoff_time" time,
	"saturday_must_call" boolean DEFAULT false NOT NULL,
	"saturday_notes" text,
	"sunday_active" boolean DEFAULT false NOT NULL,
	"sunday_cutoff_time" time,
	"sunday_must_call" boolean DEFAULT false NOT NULL,
	"sunday_notes" text,
	"saturday_cutoff_day" text,
	"sunday_cutoff_day" text,
	"must_call_all" boolean DEFAULT false NOT NULL,
	"no_service" boolean DEFAULT false NOT NULL,
	"no_service_reason" text,
	"window_active" boolean DEFAULT false NOT NULL,
	"window_days" integer,
	"days_out" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "cost_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "current_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"window_active" boolean DEFAULT false NOT NULL,
	"window_days" integer,
	"calculated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "current_availability_region_id_unique" UNIQUE("region_id")
);
--> statement-breakpoint
CREATE TABLE "current_availability_delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"current_availability_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"title" text,
	"must_call" boolean DEFAULT false NOT NULL,
	"no_service" boolean DEFAULT false NOT NULL,
	"no_service_reason" text,
	"same_day_active" boolean DEFAULT false NOT NULL,
	"next_day_active" boolean DEFAULT false NOT NULL,
	"two_day_notice_active" boolean DEFAULT false NOT NULL,
	"saturday_active" boolean DEFAULT false NOT NULL,
	"sunday_active" boolean DEFAULT false NOT NULL,
	"same_day_cutoff_time" time,
	"next_day_cutoff_time" time,
	"days_out_cutoff_time" time,
	"saturday_cutoff_day" text,
	"saturday_cutoff_time" time,
	"sunday_cutoff_day" text,
	"sunday_cutoff_time" time,
	"window_active" boolean DEFAULT false NOT NULL,
	"window_days" integer,
	"days_out" integer,
	"next_available_service" date,
	"delivery_date" jsonb,
	"overridden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"size_id" integer
);
--> statement-breakpoint
CREATE TABLE "current_availability_empty_return" (
	"id" serial PRIMARY KEY NOT NULL,
	"current_availability_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"title" text,
	"must_call" boolean DEFAULT false NOT NULL,
	"no_service" boolean DEFAULT false NOT NULL,
	"no_service_reason" text,
	"same_day_active" boolean DEFAULT false NOT NULL,
	"next_day_active" boolean DEFAULT false NOT NULL,
	"two_day_notice_active" boolean DEFAULT false NOT NULL,
	"saturday_active" boolean DEFAULT false NOT NULL,
	"sunday_active" boolean DEFAULT false NOT NULL,
	"same_day_cutoff_time" time,
	"next_day_cutoff_time" time,
	"days_out_cutoff_time" time,
	"saturday_cutoff_day" text,
	"saturday_cutoff_time" time,
	"sunday_cutoff_day" text,
	"sunday_cutoff_time" time,
	"window_active" boolean DEFAULT false NOT NULL,
	"window_days" integer,
	"days_out" integer,
	"next_available_service" date,
	"delivery_date" jsonb,
	"overridden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "current_availability_pickup" (
	"id" serial PRIMARY KEY NOT NULL,
	"current_availability_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"title" text,
	"must_call" boolean DEFAULT false NOT NULL,
	"no_service" boolean DEFAULT false NOT NULL,
	"no_service_reason" text,
	"same_day_active" boolean DEFAULT false NOT NULL,
	"next_day_active" boolean DEFAULT false NOT NULL,
	"two_day_notice_active" boolean DEFAULT false NOT NULL,
	"saturday_active" boolean DEFAULT false NOT NULL,
	"sunday_active" boolean DEFAULT false NOT NULL,
	"same_day_cutoff_time" time,
	"next_day_cutoff_time" time,
	"days_out_cutoff_time" time,
	"saturday_cutoff_day" text,
	"saturday_cutoff_time" time,
	"sunday_cutoff_day" text,
	"sunday_cutoff_time" time,
	"window_active" boolean DEFAULT false NOT NULL,
	"window_days" integer,
	"days_out" integer,
	"next_available_service" date,
	"delivery_date" jsonb,
	"overridden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "customer_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"site_id" integer,
	"rolloff_pricing_id" integer,
	"eff_date" date,
	"price" numeric(12, 2),
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "exception_exclusions" (
	"exception_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "exception_exclusions_exception_id_region_id_pk" PRIMARY KEY("exception_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulk" boolean DEFAULT false NOT NULL,
	"region_id" integer,
	"hauler_id" integer,
	"type" text NOT NULL,
	"reason" text,
	"action_type" text NOT NULL,
	"action_date" date,
	"delivery_type" text DEFAULT '' NOT NULL,
	"service_areas" text DEFAULT '' NOT NULL,
	"service_areas_text" text,
	"sizes" text DEFAULT '' NOT NULL,
	"sizes_text" text,
	"waste_types" text DEFAULT '' NOT NULL,
	"waste_types_text" text,
	"days_of_week" text,
	"window_days" integer,
	"availability_action" text,
	"next_available_date" date,
	"start_date" date,
	"end_date" date,
	"boundaries" jsonb,
	"boundaries_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "geo_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"color" text NOT NULL,
	"boundaries" jsonb,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"bbox" "box" GENERATED ALWAYS AS (CASE WHEN min_lng IS NULL OR min_lat IS NULL OR max_lng IS NULL OR max_lat IS NULL THEN NULL ELSE box(point(min_lng, min_lat), point(max_lng, max_lat)) END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "haulers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'inNetwork' NOT NULL,
	"general_notes" text,
	"hauler_score" numeric(6, 2),
	"standard_service" text,
	"saturday_service" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hauler_id" integer NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"website" text,
	"phone" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "logging_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"territory" text,
	"timezone" text,
	"our_phone" text,
	"our_address" text,
	"alt_phone" text,
	"alt_address" text,
	"note" text,
	"latitude" double precision,
	"longitude" double precision,
	"boundaries" jsonb,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"bbox" "box" GENERATED ALWAYS AS (CASE WHEN min_lng IS NULL OR min_lat IS NULL OR max_lng IS NULL OR max_lat IS NULL THEN NULL ELSE box(point(min_lng, min_lat), point(max_lng, max_lat)) END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "netsuite_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"internal_id" text NOT NULL,
	"name" text NOT NULL,
	"searchable_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "netsuite_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"internal_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"formatted_address" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "note_haulers" (
	"note_id" integer NOT NULL,
	"hauler_id" integer NOT NULL,
	CONSTRAINT "note_haulers_note_id_hauler_id_pk" PRIMARY KEY("note_id","hauler_id")
);
--> statement-breakpoint
CREATE TABLE "note_rolloff_pricing" (
	"note_id" integer NOT NULL,
	"rolloff_pricing_id" integer NOT NULL,
	CONSTRAINT "note_rolloff_pricing_note_id_rolloff_pricing_id_pk" PRIMARY KEY("note_id","rolloff_pricing_id")
);
--> statement-breakpoint
CREATE TABLE "note_service_areas" (
	"note_id" integer NOT NULL,
	"service_area_id" integer NOT NULL,
	CONSTRAINT "note_service_areas_note_id_service_area_id_pk" PRIMARY KEY("note_id","service_area_id")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hauler_id" integer NOT NULL,
	"name" text NOT NULL,
	"netsuite_id" text,
	"phone" text,
	"territory" text,
	"street_address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"portal_active" boolean DEFAULT false NOT NULL,
	"dispatcher_active" boolean DEFAULT false NOT NULL,
	"we_win_winter" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'America/Chicago' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"last_saved_by" integer,
	"last_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "rolloff_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_area_id" integer NOT NULL,
	"size_id" integer,
	"waste_type_id" integer,
	"brand_id" integer,
	"product_id" integer,
	"service_type_id" integer,
	"cost_structure_id" integer,
	"netsuite_item_name" text,
	"netsuite_id" text,
	"salesforce_id" text,
	"price" numeric(12, 2),
	"cost" numeric(12, 2),
	"extra_day_price" numeric(12, 2),
	"extra_day_cost" numeric(12, 2),
	"price_per_ton" numeric(12, 2),
	"cost_per_ton" numeric(12, 2),
	"haul_flat_rate" numeric(12, 2),
	"delivery_fee" numeric(12, 2),
	"franchise_fee" numeric(12, 2),
	"misc_fee" numeric(12, 2),
	"fe_combo" numeric(12, 2),
	"user_defined_one" numeric(12, 2),
	"tax_rate" numeric(6, 3),
	"tonnage" numeric(8, 2),
	"rental_period" integer,
	"actual_volume" numeric(8, 2),
	"cost_structure_note" text,
	"extra_day_cost_note" text,
	"product_notes" text,
	"sell_as" text,
	"length" numeric(8, 2),
	"width" numeric(8, 2),
	"height" numeric(8, 2),
	"rank" integer DEFAULT 99 NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"preferred_rank" integer,
	"mako_preferred" boolean DEFAULT false NOT NULL,
	"quote_preferred" boolean DEFAULT false NOT NULL,
	"portal_active" boolean DEFAULT true NOT NULL,
	"region_we_win_winter" boolean DEFAULT false NOT NULL,
	"region_notes" text,
	"new" boolean DEFAULT false NOT NULL,
	"sold_qty_last_45" integer DEFAULT 0 NOT NULL,
	"yard_waste" boolean DEFAULT false NOT NULL,
	"yard_waste_note" text,
	"stumps" boolean DEFAULT false NOT NULL,
	"stumps_note" text,
	"appliances" boolean DEFAULT false NOT NULL,
	"appliances_note" text,
	"electronics" boolean DEFAULT false NOT NULL,
	"electronics_note" text,
	"mattress" boolean DEFAULT false NOT NULL,
	"mattress_note" text,
	"other" boolean DEFAULT false NOT NULL,
	"other_note" text,
	"concrete" boolean DEFAULT false NOT NULL,
	"concrete_note" text,
	"dirt" boolean DEFAULT false NOT NULL,
	"dirt_note" text,
	"brick" boolean DEFAULT false NOT NULL,
	"brick_note" text,
	"block" boolean DEFAULT false NOT NULL,
	"block_note" text,
	"gravel" boolean DEFAULT false NOT NULL,
	"gravel_note" text,
	"asphalt" boolean DEFAULT false NOT NULL,
	"asphalt_note" text,
	"leed" boolean DEFAULT false NOT NULL,
	"leed_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"query" jsonb NOT NULL,
	"place_id" text,
	"formatted_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"result_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hauler_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"market_id" integer,
	"name" text NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"color" text,
	"special_use" text,
	"search_text" text,
	"netsuite_name" text,
	"permit_info" text,
	"service_area_defined" text,
	"aggregate_ranking" numeric(8, 2),
	"boundaries" jsonb,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"bbox" "box" GENERATED ALWAYS AS (CASE WHEN min_lng IS NULL OR min_lat IS NULL OR max_lng IS NULL OR max_lat IS NULL THEN NULL ELSE box(point(min_lng, min_lat), point(max_lng, max_lat)) END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"show_pip" boolean DEFAULT true NOT NULL,
	"search_type" text DEFAULT 'product' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "waste_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"construction_debris" boolean DEFAULT false NOT NULL,
	"household_debris" boolean DEFAULT false NOT NULL,
	"special_debris" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "alert_haulers" ADD CONSTRAINT "alert_haulers_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_haulers" ADD CONSTRAINT "alert_haulers_hauler_id_haulers_id_fk" FOREIGN KEY ("hauler_id") REFERENCES "public"."haulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_markets" ADD CONSTRAINT "alert_markets_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_markets" ADD CONSTRAINT "alert_markets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_regions" ADD CONSTRAINT "alert_regions_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_regions" ADD CONSTRAINT "alert_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rolloff_pricing" ADD CONSTRAINT "alert_rolloff_pricing_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rolloff_pricing" ADD CONSTRAINT "alert_rolloff_pricing_rolloff_pricing_id_rolloff_pricing_id_fk" FOREIGN KEY ("rolloff_pricing_id") REFERENCES "public"."rolloff_pricing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_service_areas" ADD CONSTRAINT "alert_service_areas_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_service_areas" ADD CONSTRAINT "alert_service_areas_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_availability" ADD CONSTRAINT "current_availability_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_availability_delivery" ADD CONSTRAINT "current_availability_delivery_current_availability_id_current_availability_id_fk" FOREIGN KEY ("current_availability_id") REFERENCES "public"."current_availability"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_availability_delivery" ADD CONSTRAINT "current_availability_delivery_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_availability_delivery" ADD CONSTRAINT "current_availability_delivery_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_availability_empty_return" ADD CONSTRAINT "current_availability_empty_return_current_availability_id_current_availability_id_fk" FOREIGN KEY ("current_availability_id") REFERENCES "public"."current_availability"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_availability_empty_return" ADD CONSTRAINT "current_availability_empty_return_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_availability_pickup" ADD CONSTRAINT "current_availability_pickup_current_availability_id_current_availability_id_fk" FOREIGN KEY ("current_availability_id") REFERENCES "public"."current_availability"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_availability_pickup" ADD CONSTRAINT "current_availability_pickup_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_customer_id_netsuite_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."netsuite_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_site_id_netsuite_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."netsuite_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_rolloff_pricing_id_rolloff_pricing_id_fk" FOREIGN KEY ("rolloff_pricing_id") REFERENCES "public"."rolloff_pricing"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exception_exclusions" ADD CONSTRAINT "exception_exclusions_exception_id_exceptions_id_fk" FOREIGN KEY ("exception_id") REFERENCES "public"."exceptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exception_exclusions" ADD CONSTRAINT "exception_exclusions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exceptions" ADD CONSTRAINT "exceptions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exceptions" ADD CONSTRAINT "exceptions_hauler_id_haulers_id_fk" FOREIGN KEY ("hauler_id") REFERENCES "public"."haulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_hauler_id_haulers_id_fk" FOREIGN KEY ("hauler_id") REFERENCES "public"."haulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netsuite_sites" ADD CONSTRAINT "netsuite_sites_customer_id_netsuite_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."netsuite_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_haulers" ADD CONSTRAINT "note_haulers_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_haulers" ADD CONSTRAINT "note_haulers_hauler_id_haulers_id_fk" FOREIGN KEY ("hauler_id") REFERENCES "public"."haulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_rolloff_pricing" ADD CONSTRAINT "note_rolloff_pricing_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_rolloff_pricing" ADD CONSTRAINT "note_rolloff_pricing_rolloff_pricing_id_rolloff_pricing_id_fk" FOREIGN KEY ("rolloff_pricing_id") REFERENCES "public"."rolloff_pricing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_service_areas" ADD CONSTRAINT "note_service_areas_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_service_areas" ADD CONSTRAINT "note_service_areas_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_hauler_id_haulers_id_fk" FOREIGN KEY ("hauler_id") REFERENCES "public"."haulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolloff_pricing" ADD CONSTRAINT "rolloff_pricing_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolloff_pricing" ADD CONSTRAINT "rolloff_pricing_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolloff_pricing" ADD CONSTRAINT "rolloff_pricing_waste_type_id_waste_types_id_fk" FOREIGN KEY ("waste_type_id") REFERENCES "public"."waste_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolloff_pricing" ADD CONSTRAINT "rolloff_pricing_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolloff_pricing" ADD CONSTRAINT "rolloff_pricing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolloff_pricing" ADD CONSTRAINT "rolloff_pricing_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolloff_pricing" ADD CONSTRAINT "rolloff_pricing_cost_structure_id_cost_structures_id_fk" FOREIGN KEY ("cost_structure_id") REFERENCES "public"."cost_structures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_hauler_id_haulers_id_fk" FOREIGN KEY ("hauler_id") REFERENCES "public"."haulers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sizes" ADD CONSTRAINT "sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_haulers_target_idx" ON "alert_haulers" USING btree ("hauler_id");--> statement-breakpoint
CREATE INDEX "alert_markets_target_idx" ON "alert_markets" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "alert_regions_target_idx" ON "alert_regions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "alert_rolloff_pricing_target_idx" ON "alert_rolloff_pricing" USING btree ("rolloff_pricing_id");--> statement-breakpoint
CREATE INDEX "alert_service_areas_target_idx" ON "alert_service_areas" USING btree ("service_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_region_type_size_idx" ON "availability" USING btree ("region_id","delivery_type",coalesce("size_id", 0));--> statement-breakpoint
CREATE INDEX "current_availability_delivery_ca_idx" ON "current_availability_delivery" USING btree ("current_availability_id");--> statement-breakpoint
CREATE INDEX "current_availability_empty_return_ca_idx" ON "current_availability_empty_return" USING btree ("current_availability_id");--> statement-breakpoint
CREATE INDEX "current_availability_pickup_ca_idx" ON "current_availability_pickup" USING btree ("current_availability_id");--> statement-breakpoint
CREATE INDEX "exceptions_region_idx" ON "exceptions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "exceptions_bulk_idx" ON "exceptions" USING btree ("bulk");--> statement-breakpoint
CREATE INDEX "geo_notes_bbox_idx" ON "geo_notes" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "haulers_name_idx" ON "haulers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "locations_hauler_idx" ON "locations" USING btree ("hauler_id");--> statement-breakpoint
CREATE INDEX "markets_bbox_idx" ON "markets" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "netsuite_customers_name_trgm_idx" ON "netsuite_customers" USING gin ("searchable_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "netsuite_sites_customer_idx" ON "netsuite_sites" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "note_haulers_hauler_idx" ON "note_haulers" USING btree ("hauler_id");--> statement-breakpoint
CREATE INDEX "note_rolloff_pricing_rp_idx" ON "note_rolloff_pricing" USING btree ("rolloff_pricing_id");--> statement-breakpoint
CREATE INDEX "note_service_areas_sa_idx" ON "note_service_areas" USING btree ("service_area_id");--> statement-breakpoint
CREATE INDEX "regions_hauler_idx" ON "regions" USING btree ("hauler_id");--> statement-breakpoint
CREATE INDEX "regions_territory_idx" ON "regions" USING btree ("territory");--> statement-breakpoint
CREATE INDEX "rolloff_pricing_service_area_idx" ON "rolloff_pricing" USING btree ("service_area_id");--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_areas_region_idx" ON "service_areas" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "service_areas_hauler_idx" ON "service_areas" USING btree ("hauler_id");--> statement-breakpoint
CREATE INDEX "service_areas_market_idx" ON "service_areas" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "service_areas_bbox_idx" ON "service_areas" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "service_areas_search_text_trgm_idx" ON "service_areas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_areas_netsuite_name_trgm_idx" ON "service_areas" USING gin ("netsuite_name" gin_trgm_ops);