CREATE TYPE "public"."deal_status" AS ENUM('pending_settlement', 'funds_sent', 'settled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('submitted', 'countered', 'accepted', 'final_accepted', 'rejected', 'withdrawn', 'expired', 'superseded');--> statement-breakpoint
CREATE TABLE "deal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_id" integer NOT NULL,
	"proposal_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"status" "deal_status" DEFAULT 'pending_settlement' NOT NULL,
	"price_pct" numeric(7, 3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"platform_fee_bps" integer NOT NULL,
	"platform_fee_amount" numeric(18, 2) NOT NULL,
	"settlement_date" date NOT NULL,
	"cancel_reason" text,
	"funds_sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"price_pct" numeric(7, 3),
	"amount" numeric(18, 2),
	"settlement_date" date,
	"valid_until" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"status" "proposal_status" DEFAULT 'submitted' NOT NULL,
	"price_pct" numeric(7, 3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"settlement_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"counter_price_pct" numeric(7, 3),
	"counter_amount" numeric(18, 2),
	"counter_note" text,
	"rejection_reason" text,
	"accepted_at" timestamp with time zone,
	"final_acceptance_deadline" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_bank_id_entities_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_investor_id_entities_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_events" ADD CONSTRAINT "proposal_events_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_events" ADD CONSTRAINT "proposal_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_investor_id_entities_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_bank_id_entities_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_live_per_loan_key" ON "deals" USING btree ("loan_id") WHERE "deals"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "deals_proposal_key" ON "deals" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "deals_investor_status_idx" ON "deals" USING btree ("investor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "deals_bank_status_idx" ON "deals" USING btree ("bank_id","status","created_at");--> statement-breakpoint
CREATE INDEX "proposal_events_proposal_idx" ON "proposal_events" USING btree ("proposal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_open_per_investor_key" ON "proposals" USING btree ("loan_id","investor_id") WHERE "proposals"."status" in ('submitted', 'countered', 'accepted');--> statement-breakpoint
CREATE INDEX "proposals_loan_status_idx" ON "proposals" USING btree ("loan_id","status");--> statement-breakpoint
CREATE INDEX "proposals_investor_status_idx" ON "proposals" USING btree ("investor_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "proposals_bank_status_idx" ON "proposals" USING btree ("bank_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "proposals_valid_until_idx" ON "proposals" USING btree ("valid_until") WHERE "proposals"."status" in ('submitted', 'countered');--> statement-breakpoint
CREATE INDEX "proposals_final_acceptance_deadline_idx" ON "proposals" USING btree ("final_acceptance_deadline") WHERE "proposals"."status" = 'accepted';