CREATE TABLE "pending_action_tallies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_action_tallies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" "action_scope" NOT NULL,
	"scope_entity_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"maker_id" integer,
	"created_hour" timestamp,
	"changes" bigint DEFAULT 0 NOT NULL,
	"records" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_action_targets" (
	"scope" "action_scope" NOT NULL,
	"scope_entity_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pending_action_targets_scope_scope_entity_id_target_type_target_id_pk" PRIMARY KEY("scope","scope_entity_id","target_type","target_id")
);
--> statement-breakpoint
CREATE INDEX "pending_action_tallies_scope_idx" ON "pending_action_tallies" USING btree ("scope","scope_entity_id");--> statement-breakpoint
CREATE INDEX "pending_actions_pending_maker_idx" ON "pending_actions" USING btree ("maker_id","scope_entity_id","target_type","target_id") WHERE "pending_actions"."status" = 'pending';
--> statement-breakpoint
-- The waiting changes counted as they change (server/db/schema/pending-tallies.ts): each statement on pending_actions appends its signed differences.
--> statement-breakpoint
CREATE FUNCTION "pending_tallies_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The statement's waiting changes: +1 for each row it leaves waiting, -1 for each it took from waiting. A
  -- trigger sees only the transition tables of its event, so the rows are read by a statement built for it.
  "columns" text := '"scope", "scope_entity_id", "target_type", "target_id", "maker_id", "created_at"';
  "gone" text := format('SELECT %s, -1 AS "d" FROM "old_actions" WHERE "status" = %L', "columns", 'pending');
  "come" text := format('SELECT %s, 1 AS "d" FROM "new_actions" WHERE "status" = %L', "columns", 'pending');
BEGIN
  EXECUTE format($statement$
  WITH "changed" AS (%s),
  "per_record" AS (
    SELECT "scope", "scope_entity_id", "target_type", "target_id", sum("d")::int AS "d"
    FROM "changed" GROUP BY "scope", "scope_entity_id", "target_type", "target_id" HAVING sum("d") <> 0
  ),
  "counted" AS (
    INSERT INTO "pending_action_targets" AS "t" ("scope", "scope_entity_id", "target_type", "target_id", "pending")
    SELECT "scope", "scope_entity_id", "target_type", "target_id", "d" FROM "per_record"
    ORDER BY "scope", "scope_entity_id", "target_type", "target_id"
    ON CONFLICT ("scope", "scope_entity_id", "target_type", "target_id") DO UPDATE SET "pending" = "t"."pending" + "excluded"."pending"
    RETURNING "t"."scope", "t"."scope_entity_id", "t"."target_type", "t"."target_id", "t"."pending"
  )
  INSERT INTO "pending_action_tallies" ("scope", "scope_entity_id", "target_type", "maker_id", "created_hour", "changes", "records")
  SELECT "scope", "scope_entity_id", "target_type", "maker_id", date_trunc('hour', "created_at" AT TIME ZONE 'UTC'), sum("d"), 0
  FROM "changed" GROUP BY 1, 2, 3, 4, 5 HAVING sum("d") <> 0
  UNION ALL
  SELECT "counted"."scope", "counted"."scope_entity_id", "counted"."target_type", NULL, NULL, 0,
    sum(("counted"."pending" > 0)::int - ("counted"."pending" - "per_record"."d" > 0)::int)
  FROM "counted" JOIN "per_record" USING ("scope", "scope_entity_id", "target_type", "target_id")
  GROUP BY 1, 2, 3 HAVING sum(("counted"."pending" > 0)::int - ("counted"."pending" - "per_record"."d" > 0)::int) <> 0
  $statement$, CASE TG_OP WHEN 'INSERT' THEN "come" WHEN 'DELETE' THEN "gone" ELSE "gone" || ' UNION ALL ' || "come" END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "pending_tallies_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "pending_action_tallies";
  DELETE FROM "pending_action_targets";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pending_tallies_insert" AFTER INSERT ON "pending_actions" REFERENCING NEW TABLE AS "new_actions" FOR EACH STATEMENT EXECUTE FUNCTION "pending_tallies_after_change"();
--> statement-breakpoint
CREATE TRIGGER "pending_tallies_update" AFTER UPDATE ON "pending_actions" REFERENCING OLD TABLE AS "old_actions" NEW TABLE AS "new_actions" FOR EACH STATEMENT EXECUTE FUNCTION "pending_tallies_after_change"();
--> statement-breakpoint
CREATE TRIGGER "pending_tallies_delete" AFTER DELETE ON "pending_actions" REFERENCING OLD TABLE AS "old_actions" FOR EACH STATEMENT EXECUTE FUNCTION "pending_tallies_after_change"();
--> statement-breakpoint
CREATE TRIGGER "pending_tallies_truncate" AFTER TRUNCATE ON "pending_actions" FOR EACH STATEMENT EXECUTE FUNCTION "pending_tallies_after_truncate"();
--> statement-breakpoint
-- The changes already waiting when the tallies begin.
--> statement-breakpoint
INSERT INTO "pending_action_targets" ("scope", "scope_entity_id", "target_type", "target_id", "pending")
SELECT "scope", "scope_entity_id", "target_type", "target_id", count(*) FROM "pending_actions" WHERE "status" = 'pending'
GROUP BY "scope", "scope_entity_id", "target_type", "target_id";
--> statement-breakpoint
INSERT INTO "pending_action_tallies" ("scope", "scope_entity_id", "target_type", "maker_id", "created_hour", "changes", "records")
SELECT "scope", "scope_entity_id", "target_type", "maker_id", date_trunc('hour', "created_at" AT TIME ZONE 'UTC'), count(*), 0
FROM "pending_actions" WHERE "status" = 'pending' GROUP BY 1, 2, 3, 4, 5
UNION ALL
SELECT "scope", "scope_entity_id", "target_type", NULL, NULL, 0, count(*) FROM "pending_action_targets" GROUP BY 1, 2, 3;
