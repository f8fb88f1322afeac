-- The revision trail is append-only: it keeps the ids of the actor, the approver and the pending action as they were.
-- A foreign key would rewrite a revision on a delete (set null) and check each row of a large import one lookup at a time.
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_approver_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_pending_action_id_pending_actions_id_fk";
