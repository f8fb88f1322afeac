ALTER TYPE "public"."batch_status" ADD VALUE 'importing' BEFORE 'imported';--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "imported_rows" integer DEFAULT 0 NOT NULL;