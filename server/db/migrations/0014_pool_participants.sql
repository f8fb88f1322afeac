CREATE TYPE "public"."pool_shortlist_decision" AS ENUM('pending', 'shortlisted', 'not_shortlisted');--> statement-breakpoint
CREATE TABLE "pool_participants" (
	"pool_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"nda_accepted_by_id" integer,
	"nda_accepted_by_name" text NOT NULL,
	"nda_accepted_by_email" text NOT NULL,
	"nda_accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nda_accepted_from_address" text NOT NULL,
	"nda_text_sha256" text NOT NULL,
	"shortlist" "pool_shortlist_decision" DEFAULT 'pending' NOT NULL,
	"shortlist_decided_at" timestamp with time zone,
	CONSTRAINT "pool_participants_pool_id_investor_id_pk" PRIMARY KEY("pool_id","investor_id"),
	CONSTRAINT "pool_participants_sha_check" CHECK ("pool_participants"."nda_text_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "pool_participants" ADD CONSTRAINT "pool_participants_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_participants" ADD CONSTRAINT "pool_participants_investor_id_entities_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_participants" ADD CONSTRAINT "pool_participants_nda_accepted_by_id_users_id_fk" FOREIGN KEY ("nda_accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pool_participants_investor_idx" ON "pool_participants" USING btree ("investor_id");