-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. PGlite loads it when it opens (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "loans_loan_ref_trgm_idx" ON "loans" USING gin ("loan_ref" gin_trgm_ops);
