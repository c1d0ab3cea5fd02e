CREATE TABLE "accepted_holder_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"accepted_by" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"state" text DEFAULT 'notStarted' NOT NULL,
	"reason" text,
	"state_since" timestamp with time zone NOT NULL,
	"verified_name" text,
	"verified_country" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"verification_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"at" timestamp (3) with time zone NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "verification_required" text DEFAULT 'beforePayout' NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "verify_business" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_holder_names" ADD CONSTRAINT "accepted_holder_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_holder_names" ADD CONSTRAINT "accepted_holder_names_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_verification_id_identity_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."identity_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accepted_holder_names_key" ON "accepted_holder_names" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_user_key" ON "identity_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_external_key" ON "identity_verifications" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_state_idx" ON "identity_verifications" USING btree ("state","state_since");--> statement-breakpoint
CREATE INDEX "verification_deliveries_received_idx" ON "verification_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "verification_events_verification_idx" ON "verification_events" USING btree ("verification_id","at","seq");