CREATE TABLE "loan_book_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_book_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bank_id" integer NOT NULL,
	"status" "loan_status" NOT NULL,
	"currency" text NOT NULL,
	"region" text NOT NULL,
	"property_type" "property_type" NOT NULL,
	"sold_month" date,
	"loans" bigint DEFAULT 0 NOT NULL,
	"principal" numeric DEFAULT '0' NOT NULL,
	"rate_weighted" numeric DEFAULT '0' NOT NULL,
	"ltv_weighted" numeric DEFAULT '0' NOT NULL,
	"scored_principal" numeric DEFAULT '0' NOT NULL,
	"score_weighted" numeric DEFAULT '0' NOT NULL,
	"term_weighted" numeric DEFAULT '0' NOT NULL,
	"sold_amount" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "loan_book_deltas_status_idx" ON "loan_book_deltas" USING btree ("status","bank_id");--> statement-breakpoint
CREATE INDEX "loans_listed_current_ltv_idx" ON "loans" USING btree ("current_ltv_pct","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_loan_ref_idx" ON "loans" USING btree (lower("loan_ref"),"id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_credit_score_idx" ON "loans" USING btree (coalesce("credit_score", -1),"id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_region_id_idx" ON "loans" USING btree ("region","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_remaining_term_idx" ON "loans" USING btree ((case when "loans"."maturity_date" <= "loans"."data_cutoff_date" then 0
  else ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int) + case when ("loans"."data_cutoff_date" + make_interval(months => ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int)))::date >= "loans"."maturity_date" then 0 else 1 end
  end),"id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_days_in_arrears_idx" ON "loans" USING btree ("days_in_arrears","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_asking_price_idx" ON "loans" USING btree (coalesce("asking_price_pct", -1),"id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_bid_deadline_idx" ON "loans" USING btree (coalesce("bid_deadline", '0001-01-01'::date),"id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_bank_idx" ON "loans" USING btree ("bank_id","id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_property_type_id_idx" ON "loans" USING btree ("property_type","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_occupancy_idx" ON "loans" USING btree ("occupancy","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_listed_rate_type_idx" ON "loans" USING btree ("rate_type","id","bank_id") WHERE "loans"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "loans_bank_id_idx" ON "loans" USING btree ("bank_id","id");--> statement-breakpoint
CREATE INDEX "loans_bank_current_principal_idx" ON "loans" USING btree ("bank_id","current_principal","id");--> statement-breakpoint
CREATE INDEX "loans_bank_interest_rate_idx" ON "loans" USING btree ("bank_id","interest_rate_pct","id");--> statement-breakpoint
CREATE INDEX "loans_bank_updated_at_idx" ON "loans" USING btree ("bank_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "loans_bank_created_at_idx" ON "loans" USING btree ("bank_id","created_at","id");--> statement-breakpoint
CREATE INDEX "loans_bank_original_principal_idx" ON "loans" USING btree ("bank_id","original_principal","id");--> statement-breakpoint
CREATE INDEX "loans_bank_current_ltv_idx" ON "loans" USING btree ("bank_id","current_ltv_pct","id");--> statement-breakpoint
CREATE INDEX "loans_bank_region_idx" ON "loans" USING btree ("bank_id","region","id");--> statement-breakpoint
CREATE INDEX "loans_bank_origination_date_idx" ON "loans" USING btree ("bank_id","origination_date","id");--> statement-breakpoint
CREATE INDEX "loans_bank_maturity_date_idx" ON "loans" USING btree ("bank_id","maturity_date","id");--> statement-breakpoint
CREATE INDEX "loans_bank_data_cutoff_date_idx" ON "loans" USING btree ("bank_id","data_cutoff_date","id");--> statement-breakpoint
CREATE INDEX "pending_actions_created_idx" ON "pending_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pending_actions_pending_created_idx" ON "pending_actions" USING btree ("created_at","id","scope") WHERE "pending_actions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "pending_actions_pending_bank_idx" ON "pending_actions" USING btree ("scope_entity_id","scope","target_type","target_id","maker_id") WHERE "pending_actions"."status" = 'pending';--> statement-breakpoint
-- The loan book's running totals (server/db/schema/loan-book.ts): each statement on loans appends its signed differences per grain.
--> statement-breakpoint
CREATE FUNCTION "loan_book_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "loan_book_deltas" ("bank_id", "status", "currency", "region", "property_type", "sold_month", "loans", "principal", "rate_weighted", "ltv_weighted", "scored_principal", "score_weighted", "term_weighted", "sold_amount")
  SELECT "bank_id", "status", "currency", "region", "property_type", "sold_month", sum("loans"), sum("principal"), sum("rate_weighted"), sum("ltv_weighted"), sum("scored_principal"), sum("score_weighted"), sum("term_weighted"), sum("sold_amount")
  FROM (SELECT "loans"."bank_id", "loans"."status", "loans"."currency", "loans"."region", "loans"."property_type",
    CASE WHEN "loans"."status" = 'sold' THEN date_trunc('month', "loans"."sold_at" AT TIME ZONE 'UTC')::date END AS "sold_month",
    1 AS "loans",
    1 * "loans"."current_principal" AS "principal",
    1 * "loans"."current_principal" * "loans"."interest_rate_pct" AS "rate_weighted",
    1 * "loans"."current_principal" * "loans"."current_ltv_pct" AS "ltv_weighted",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE 1 * "loans"."current_principal" END AS "scored_principal",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE 1 * "loans"."current_principal" * "loans"."credit_score" END AS "score_weighted",
    1 * "loans"."current_principal" * (case when "loans"."maturity_date" <= "loans"."data_cutoff_date" then 0
  else ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int) + case when ("loans"."data_cutoff_date" + make_interval(months => ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int)))::date >= "loans"."maturity_date" then 0 else 1 end
  end) AS "term_weighted",
    CASE WHEN "loans"."status" = 'sold' THEN 1 * coalesce("loans"."sold_amount", "loans"."current_principal") ELSE 0 END AS "sold_amount"
    FROM "inserted_loans" AS "loans") AS "changed"
  GROUP BY "bank_id", "status", "currency", "region", "property_type", "sold_month"
  HAVING sum("loans") <> 0 OR sum("principal") <> 0 OR sum("rate_weighted") <> 0 OR sum("ltv_weighted") <> 0 OR sum("scored_principal") <> 0 OR sum("score_weighted") <> 0 OR sum("term_weighted") <> 0 OR sum("sold_amount") <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "loan_book_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "loan_book_deltas" ("bank_id", "status", "currency", "region", "property_type", "sold_month", "loans", "principal", "rate_weighted", "ltv_weighted", "scored_principal", "score_weighted", "term_weighted", "sold_amount")
  SELECT "bank_id", "status", "currency", "region", "property_type", "sold_month", sum("loans"), sum("principal"), sum("rate_weighted"), sum("ltv_weighted"), sum("scored_principal"), sum("score_weighted"), sum("term_weighted"), sum("sold_amount")
  FROM (SELECT "loans"."bank_id", "loans"."status", "loans"."currency", "loans"."region", "loans"."property_type",
    CASE WHEN "loans"."status" = 'sold' THEN date_trunc('month', "loans"."sold_at" AT TIME ZONE 'UTC')::date END AS "sold_month",
    -1 AS "loans",
    -1 * "loans"."current_principal" AS "principal",
    -1 * "loans"."current_principal" * "loans"."interest_rate_pct" AS "rate_weighted",
    -1 * "loans"."current_principal" * "loans"."current_ltv_pct" AS "ltv_weighted",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE -1 * "loans"."current_principal" END AS "scored_principal",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE -1 * "loans"."current_principal" * "loans"."credit_score" END AS "score_weighted",
    -1 * "loans"."current_principal" * (case when "loans"."maturity_date" <= "loans"."data_cutoff_date" then 0
  else ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int) + case when ("loans"."data_cutoff_date" + make_interval(months => ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int)))::date >= "loans"."maturity_date" then 0 else 1 end
  end) AS "term_weighted",
    CASE WHEN "loans"."status" = 'sold' THEN -1 * coalesce("loans"."sold_amount", "loans"."current_principal") ELSE 0 END AS "sold_amount"
    FROM "old_loans" AS "loans"
    UNION ALL
    SELECT "loans"."bank_id", "loans"."status", "loans"."currency", "loans"."region", "loans"."property_type",
    CASE WHEN "loans"."status" = 'sold' THEN date_trunc('month', "loans"."sold_at" AT TIME ZONE 'UTC')::date END AS "sold_month",
    1 AS "loans",
    1 * "loans"."current_principal" AS "principal",
    1 * "loans"."current_principal" * "loans"."interest_rate_pct" AS "rate_weighted",
    1 * "loans"."current_principal" * "loans"."current_ltv_pct" AS "ltv_weighted",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE 1 * "loans"."current_principal" END AS "scored_principal",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE 1 * "loans"."current_principal" * "loans"."credit_score" END AS "score_weighted",
    1 * "loans"."current_principal" * (case when "loans"."maturity_date" <= "loans"."data_cutoff_date" then 0
  else ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int) + case when ("loans"."data_cutoff_date" + make_interval(months => ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int)))::date >= "loans"."maturity_date" then 0 else 1 end
  end) AS "term_weighted",
    CASE WHEN "loans"."status" = 'sold' THEN 1 * coalesce("loans"."sold_amount", "loans"."current_principal") ELSE 0 END AS "sold_amount"
    FROM "new_loans" AS "loans") AS "changed"
  GROUP BY "bank_id", "status", "currency", "region", "property_type", "sold_month"
  HAVING sum("loans") <> 0 OR sum("principal") <> 0 OR sum("rate_weighted") <> 0 OR sum("ltv_weighted") <> 0 OR sum("scored_principal") <> 0 OR sum("score_weighted") <> 0 OR sum("term_weighted") <> 0 OR sum("sold_amount") <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "loan_book_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "loan_book_deltas" ("bank_id", "status", "currency", "region", "property_type", "sold_month", "loans", "principal", "rate_weighted", "ltv_weighted", "scored_principal", "score_weighted", "term_weighted", "sold_amount")
  SELECT "bank_id", "status", "currency", "region", "property_type", "sold_month", sum("loans"), sum("principal"), sum("rate_weighted"), sum("ltv_weighted"), sum("scored_principal"), sum("score_weighted"), sum("term_weighted"), sum("sold_amount")
  FROM (SELECT "loans"."bank_id", "loans"."status", "loans"."currency", "loans"."region", "loans"."property_type",
    CASE WHEN "loans"."status" = 'sold' THEN date_trunc('month', "loans"."sold_at" AT TIME ZONE 'UTC')::date END AS "sold_month",
    -1 AS "loans",
    -1 * "loans"."current_principal" AS "principal",
    -1 * "loans"."current_principal" * "loans"."interest_rate_pct" AS "rate_weighted",
    -1 * "loans"."current_principal" * "loans"."current_ltv_pct" AS "ltv_weighted",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE -1 * "loans"."current_principal" END AS "scored_principal",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE -1 * "loans"."current_principal" * "loans"."credit_score" END AS "score_weighted",
    -1 * "loans"."current_principal" * (case when "loans"."maturity_date" <= "loans"."data_cutoff_date" then 0
  else ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int) + case when ("loans"."data_cutoff_date" + make_interval(months => ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int)))::date >= "loans"."maturity_date" then 0 else 1 end
  end) AS "term_weighted",
    CASE WHEN "loans"."status" = 'sold' THEN -1 * coalesce("loans"."sold_amount", "loans"."current_principal") ELSE 0 END AS "sold_amount"
    FROM "deleted_loans" AS "loans") AS "changed"
  GROUP BY "bank_id", "status", "currency", "region", "property_type", "sold_month"
  HAVING sum("loans") <> 0 OR sum("principal") <> 0 OR sum("rate_weighted") <> 0 OR sum("ltv_weighted") <> 0 OR sum("scored_principal") <> 0 OR sum("score_weighted") <> 0 OR sum("term_weighted") <> 0 OR sum("sold_amount") <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "loan_book_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "loan_book_deltas";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "loan_book_insert" AFTER INSERT ON "loans" REFERENCING NEW TABLE AS "inserted_loans" FOR EACH STATEMENT EXECUTE FUNCTION "loan_book_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "loan_book_update" AFTER UPDATE ON "loans" REFERENCING OLD TABLE AS "old_loans" NEW TABLE AS "new_loans" FOR EACH STATEMENT EXECUTE FUNCTION "loan_book_after_update"();
--> statement-breakpoint
CREATE TRIGGER "loan_book_delete" AFTER DELETE ON "loans" REFERENCING OLD TABLE AS "deleted_loans" FOR EACH STATEMENT EXECUTE FUNCTION "loan_book_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "loan_book_truncate" AFTER TRUNCATE ON "loans" FOR EACH STATEMENT EXECUTE FUNCTION "loan_book_after_truncate"();
--> statement-breakpoint
-- The loans already there, as one row per grain.
INSERT INTO "loan_book_deltas" ("bank_id", "status", "currency", "region", "property_type", "sold_month", "loans", "principal", "rate_weighted", "ltv_weighted", "scored_principal", "score_weighted", "term_weighted", "sold_amount")
  SELECT "bank_id", "status", "currency", "region", "property_type", "sold_month", sum("loans"), sum("principal"), sum("rate_weighted"), sum("ltv_weighted"), sum("scored_principal"), sum("score_weighted"), sum("term_weighted"), sum("sold_amount")
  FROM (SELECT "loans"."bank_id", "loans"."status", "loans"."currency", "loans"."region", "loans"."property_type",
    CASE WHEN "loans"."status" = 'sold' THEN date_trunc('month', "loans"."sold_at" AT TIME ZONE 'UTC')::date END AS "sold_month",
    1 AS "loans",
    1 * "loans"."current_principal" AS "principal",
    1 * "loans"."current_principal" * "loans"."interest_rate_pct" AS "rate_weighted",
    1 * "loans"."current_principal" * "loans"."current_ltv_pct" AS "ltv_weighted",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE 1 * "loans"."current_principal" END AS "scored_principal",
    CASE WHEN "loans"."credit_score" IS NULL THEN 0 ELSE 1 * "loans"."current_principal" * "loans"."credit_score" END AS "score_weighted",
    1 * "loans"."current_principal" * (case when "loans"."maturity_date" <= "loans"."data_cutoff_date" then 0
  else ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int) + case when ("loans"."data_cutoff_date" + make_interval(months => ((extract(year from "loans"."maturity_date")::int - extract(year from "loans"."data_cutoff_date")::int) * 12
  + extract(month from "loans"."maturity_date")::int - extract(month from "loans"."data_cutoff_date")::int)))::date >= "loans"."maturity_date" then 0 else 1 end
  end) AS "term_weighted",
    CASE WHEN "loans"."status" = 'sold' THEN 1 * coalesce("loans"."sold_amount", "loans"."current_principal") ELSE 0 END AS "sold_amount"
    FROM "loans" AS "loans") AS "changed"
  GROUP BY "bank_id", "status", "currency", "region", "property_type", "sold_month"
  HAVING sum("loans") <> 0 OR sum("principal") <> 0 OR sum("rate_weighted") <> 0 OR sum("ltv_weighted") <> 0 OR sum("scored_principal") <> 0 OR sum("score_weighted") <> 0 OR sum("term_weighted") <> 0 OR sum("sold_amount") <> 0;
