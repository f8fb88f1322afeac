-- The import builds each loan's first revision from the loan it inserts: a staged row no longer carries it, so staging writes a third of the bytes.
-- Rows staged before this migration import the same revisions from their typed columns.
ALTER TABLE "batch_rows" DROP COLUMN "loan_revision";
