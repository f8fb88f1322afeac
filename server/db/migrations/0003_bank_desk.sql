CREATE TYPE "public"."batch_status" AS ENUM('validating', 'validated', 'validated_with_errors', 'failed', 'pending_approval', 'imported', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."tape_format" AS ENUM('csv', 'xlsx');--> statement-breakpoint
CREATE TYPE "public"."account_status" AS ENUM('performing', 'arrears', 'restructured', 'defaulted');--> statement-breakpoint
CREATE TYPE "public"."amortisation_type" AS ENUM('annuity', 'linear', 'interest_only', 'bullet');--> statement-breakpoint
CREATE TYPE "public"."first_time_buyer" AS ENUM('yes', 'no', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."loan_purpose" AS ENUM('purchase', 'refinance', 'cash_out', 'other');--> statement-breakpoint
CREATE TYPE "public"."loan_status" AS ENUM('draft', 'pending_approval', 'approved', 'rejected', 'listed', 'withdrawn', 'under_offer', 'sold');--> statement-breakpoint
CREATE TYPE "public"."occupancy_type" AS ENUM('owner', 'second_home', 'investment');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('house', 'flat', 'co_op', 'manufactured', 'pud', 'multi_family');--> statement-breakpoint
CREATE TYPE "public"."rate_type" AS ENUM('fixed', 'variable', 'mixed');--> statement-breakpoint
CREATE TYPE "public"."action_scope" AS ENUM('bank', 'platform');--> statement-breakpoint
CREATE TYPE "public"."pending_action_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "batch_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"column" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_rows" (
	"batch_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"loan_ref" text NOT NULL,
	"record" jsonb NOT NULL,
	CONSTRAINT "batch_rows_batch_id_row_number_pk" PRIMARY KEY("batch_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_format" "tape_format" NOT NULL,
	"file_path" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"status" "batch_status" DEFAULT 'validating' NOT NULL,
	"failure_message" text,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"uploaded_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_id" integer NOT NULL,
	"batch_id" integer,
	"status" "loan_status" DEFAULT 'draft' NOT NULL,
	"loan_ref" text NOT NULL,
	"data_cutoff_date" date NOT NULL,
	"currency" text NOT NULL,
	"original_principal" numeric(18, 2) NOT NULL,
	"current_principal" numeric(18, 2) NOT NULL,
	"origination_date" date NOT NULL,
	"maturity_date" date NOT NULL,
	"original_term_months" integer NOT NULL,
	"interest_rate_pct" numeric(7, 4) NOT NULL,
	"rate_type" "rate_type" NOT NULL,
	"amortisation_type" "amortisation_type" NOT NULL,
	"monthly_payment" numeric(18, 2) NOT NULL,
	"lien_position" integer NOT NULL,
	"loan_purpose" "loan_purpose" NOT NULL,
	"property_value" numeric(18, 2) NOT NULL,
	"valuation_date" date NOT NULL,
	"original_ltv_pct" numeric(7, 4) NOT NULL,
	"current_ltv_pct" numeric(7, 4) NOT NULL,
	"dti_pct" numeric(7, 4),
	"credit_score" integer,
	"property_type" "property_type" NOT NULL,
	"occupancy" "occupancy_type" NOT NULL,
	"region" text NOT NULL,
	"postcode_prefix" text NOT NULL,
	"borrower_count" integer NOT NULL,
	"first_time_buyer" "first_time_buyer" NOT NULL,
	"days_in_arrears" integer DEFAULT 0 NOT NULL,
	"arrears_balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"account_status" "account_status" NOT NULL,
	"last_payment_date" date,
	"asking_price_pct" numeric(7, 3),
	"bid_deadline" date,
	"listing_description" text,
	"listed_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"sold_amount" numeric(18, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" "action_scope" NOT NULL,
	"scope_entity_id" integer NOT NULL,
	"action_type" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_version" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"maker_id" integer NOT NULL,
	"checker_id" integer,
	"status" "pending_action_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"version" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"actor_id" integer,
	"approver_id" integer,
	"pending_action_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_errors" ADD CONSTRAINT "batch_errors_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_bank_id_entities_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_bank_id_entities_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_actions" ADD CONSTRAINT "pending_actions_scope_entity_id_entities_id_fk" FOREIGN KEY ("scope_entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_actions" ADD CONSTRAINT "pending_actions_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_actions" ADD CONSTRAINT "pending_actions_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_pending_action_id_pending_actions_id_fk" FOREIGN KEY ("pending_action_id") REFERENCES "public"."pending_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_errors_batch_idx" ON "batch_errors" USING btree ("batch_id","row_number","id");--> statement-breakpoint
CREATE INDEX "batches_bank_status_idx" ON "batches" USING btree ("bank_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_bank_loan_ref_key" ON "loans" USING btree ("bank_id",lower("loan_ref"));--> statement-breakpoint
CREATE INDEX "loans_bank_status_idx" ON "loans" USING btree ("bank_id","status","id");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "loans_region_idx" ON "loans" USING btree ("region");--> statement-breakpoint
CREATE INDEX "loans_batch_idx" ON "loans" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_actions_one_open_key" ON "pending_actions" USING btree ("target_type","target_id","action_type") WHERE "pending_actions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "pending_actions_scope_status_idx" ON "pending_actions" USING btree ("scope_entity_id","status","created_at");--> statement-breakpoint
CREATE INDEX "pending_actions_target_idx" ON "pending_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_target_version_key" ON "revisions" USING btree ("target_type","target_id","version");--> statement-breakpoint
CREATE INDEX "revisions_created_idx" ON "revisions" USING btree ("created_at");