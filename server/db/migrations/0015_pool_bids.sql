CREATE TYPE "public"."pool_award_status" AS ENUM('waiting', 'invited', 'accepted', 'declined', 'lapsed');--> statement-breakpoint
CREATE TABLE "pool_awards" (
	"pool_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"binding_bid_id" integer NOT NULL,
	"status" "pool_award_status" DEFAULT 'waiting' NOT NULL,
	"invited_at" timestamp with time zone,
	"respond_by" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"responded_by_id" integer,
	CONSTRAINT "pool_awards_pool_id_rank_pk" PRIMARY KEY("pool_id","rank"),
	CONSTRAINT "pool_awards_rank_check" CHECK ("pool_awards"."rank" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "pool_binding_bid_lines" (
	"bid_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"price_pct" numeric(7, 3),
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pool_binding_bid_lines_bid_id_loan_id_pk" PRIMARY KEY("bid_id","loan_id"),
	CONSTRAINT "pool_binding_bid_lines_excluded_check" CHECK (("pool_binding_bid_lines"."excluded" and "pool_binding_bid_lines"."price_pct" is null and "pool_binding_bid_lines"."amount_minor" = 0)
        or (not "pool_binding_bid_lines"."excluded" and "pool_binding_bid_lines"."price_pct" > 0 and "pool_binding_bid_lines"."amount_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "pool_binding_bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pool_binding_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pool_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"excluded_count" integer DEFAULT 0 NOT NULL,
	"placed_by_id" integer,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pool_binding_bids_total_check" CHECK ("pool_binding_bids"."total_minor" >= 0),
	CONSTRAINT "pool_binding_bids_excluded_check" CHECK ("pool_binding_bids"."excluded_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pool_indicative_bids" (
	"pool_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"price_pct" numeric(7, 3) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"placed_by_id" integer,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pool_indicative_bids_pool_id_investor_id_pk" PRIMARY KEY("pool_id","investor_id"),
	CONSTRAINT "pool_indicative_bids_price_check" CHECK ("pool_indicative_bids"."price_pct" > 0)
);
--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "phase2_deadline_listed" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pool_awards" ADD CONSTRAINT "pool_awards_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_awards" ADD CONSTRAINT "pool_awards_binding_bid_id_pool_binding_bids_id_fk" FOREIGN KEY ("binding_bid_id") REFERENCES "public"."pool_binding_bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_awards" ADD CONSTRAINT "pool_awards_responded_by_id_users_id_fk" FOREIGN KEY ("responded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_binding_bid_lines" ADD CONSTRAINT "pool_binding_bid_lines_bid_id_pool_binding_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."pool_binding_bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_binding_bid_lines" ADD CONSTRAINT "pool_binding_bid_lines_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_binding_bids" ADD CONSTRAINT "pool_binding_bids_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_binding_bids" ADD CONSTRAINT "pool_binding_bids_investor_id_entities_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_binding_bids" ADD CONSTRAINT "pool_binding_bids_placed_by_id_users_id_fk" FOREIGN KEY ("placed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_indicative_bids" ADD CONSTRAINT "pool_indicative_bids_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_indicative_bids" ADD CONSTRAINT "pool_indicative_bids_investor_id_entities_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_indicative_bids" ADD CONSTRAINT "pool_indicative_bids_placed_by_id_users_id_fk" FOREIGN KEY ("placed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pool_awards_bid_key" ON "pool_awards" USING btree ("pool_id","binding_bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_awards_one_invited_key" ON "pool_awards" USING btree ("pool_id") WHERE "pool_awards"."status" = 'invited';--> statement-breakpoint
CREATE INDEX "pool_binding_bid_lines_loan_idx" ON "pool_binding_bid_lines" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_binding_bids_investor_key" ON "pool_binding_bids" USING btree ("pool_id","investor_id");--> statement-breakpoint
UPDATE "pools" SET "phase2_deadline_listed" = "phase2_deadline" WHERE "phase2_deadline" IS NOT NULL;
