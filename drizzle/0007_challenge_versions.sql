DROP INDEX "challenges_slug_key";--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "lineage_id" uuid;--> statement-breakpoint
UPDATE "challenges" SET "lineage_id" = "id";--> statement-breakpoint
ALTER TABLE "challenges" ALTER COLUMN "lineage_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_lineage_version_key" ON "challenges" USING btree ("lineage_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_slug_key" ON "challenges" USING btree ("slug") WHERE replaced_at is null;
