ALTER TABLE "pool_room_access_log" ALTER COLUMN "pool_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_room_documents" ALTER COLUMN "pool_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_room_folders" ALTER COLUMN "pool_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_room_access_log" ADD COLUMN "loan_id" integer;--> statement-breakpoint
ALTER TABLE "pool_room_documents" ADD COLUMN "loan_id" integer;--> statement-breakpoint
ALTER TABLE "pool_room_folders" ADD COLUMN "loan_id" integer;--> statement-breakpoint
ALTER TABLE "pool_room_access_log" ADD CONSTRAINT "pool_room_access_log_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_documents" ADD CONSTRAINT "pool_room_documents_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_folders" ADD CONSTRAINT "pool_room_folders_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pool_room_access_log_loan_investor_idx" ON "pool_room_access_log" USING btree ("loan_id","investor_id","at");--> statement-breakpoint
CREATE INDEX "pool_room_documents_loan_idx" ON "pool_room_documents" USING btree ("loan_id","folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_room_folders_loan_name_key" ON "pool_room_folders" USING btree ("loan_id",lower("name"));--> statement-breakpoint
ALTER TABLE "pool_room_access_log" ADD CONSTRAINT "pool_room_access_log_owner_check" CHECK (num_nonnulls("pool_room_access_log"."pool_id", "pool_room_access_log"."loan_id") = 1);--> statement-breakpoint
ALTER TABLE "pool_room_documents" ADD CONSTRAINT "pool_room_documents_owner_check" CHECK (num_nonnulls("pool_room_documents"."pool_id", "pool_room_documents"."loan_id") = 1);--> statement-breakpoint
ALTER TABLE "pool_room_folders" ADD CONSTRAINT "pool_room_folders_owner_check" CHECK (num_nonnulls("pool_room_folders"."pool_id", "pool_room_folders"."loan_id") = 1);