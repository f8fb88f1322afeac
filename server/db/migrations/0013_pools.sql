CREATE TYPE "public"."pool_access_mode" AS ENUM('open', 'invitation');--> statement-breakpoint
CREATE TYPE "public"."pool_status" AS ENUM('draft', 'listed', 'phase_1', 'phase_2', 'awarded', 'sold', 'withdrawn');--> statement-breakpoint
CREATE TABLE "pool_loans" (
	"pool_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_loans_pool_id_loan_id_pk" PRIMARY KEY("pool_id","loan_id")
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cut_off_date" date NOT NULL,
	"currency" text NOT NULL,
	"status" "pool_status" DEFAULT 'draft' NOT NULL,
	"access_mode" "pool_access_mode",
	"invited_investor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"phase1_deadline" timestamp with time zone,
	"phase2_deadline" timestamp with time zone,
	"exclusion_limit" integer,
	"nda_text" text,
	"listed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pools_phase_order_check" CHECK ("pools"."phase2_deadline" > "pools"."phase1_deadline"),
	CONSTRAINT "pools_exclusion_limit_check" CHECK ("pools"."exclusion_limit" >= 0),
	CONSTRAINT "pools_currency_check" CHECK ("pools"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "pool_loans" ADD CONSTRAINT "pool_loans_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_loans" ADD CONSTRAINT "pool_loans_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_bank_id_entities_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pool_loans_one_live_pool_key" ON "pool_loans" USING btree ("loan_id") WHERE "pool_loans"."live";--> statement-breakpoint
CREATE INDEX "pools_bank_status_idx" ON "pools" USING btree ("bank_id","status","id");