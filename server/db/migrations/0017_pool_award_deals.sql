CREATE TABLE "deal_lines" (
	"deal_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"price_pct" numeric(7, 3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "deal_lines_deal_id_loan_id_pk" PRIMARY KEY("deal_id","loan_id"),
	CONSTRAINT "deal_lines_amount_check" CHECK ("deal_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "loan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "proposal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "pool_id" integer;--> statement-breakpoint
ALTER TABLE "pool_awards" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "deal_lines" ADD CONSTRAINT "deal_lines_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_lines" ADD CONSTRAINT "deal_lines_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_lines_loan_idx" ON "deal_lines" USING btree ("loan_id");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_live_per_pool_key" ON "deals" USING btree ("pool_id") WHERE "deals"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_single_or_pool_check" CHECK (("deals"."pool_id" is null and "deals"."loan_id" is not null and "deals"."proposal_id" is not null)
        or ("deals"."pool_id" is not null and "deals"."loan_id" is null and "deals"."proposal_id" is null));