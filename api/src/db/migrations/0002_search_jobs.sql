CREATE TABLE "boundary_shapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"name" text,
	"state" text,
	"source" text,
	"boundaries" jsonb,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"bbox" "box" GENERATED ALWAYS AS (CASE WHEN min_lng IS NULL OR min_lat IS NULL OR max_lng IS NULL OR max_lat IS NULL THEN NULL ELSE box(point(min_lng, min_lat), point(max_lng, max_lat)) END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "boundary_shapes_kind_key_idx" ON "boundary_shapes" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "boundary_shapes_bbox_idx" ON "boundary_shapes" USING gist ("bbox");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");