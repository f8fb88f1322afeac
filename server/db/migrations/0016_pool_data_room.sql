CREATE TYPE "public"."pool_question_visibility" AS ENUM('private', 'published');--> statement-breakpoint
CREATE TYPE "public"."pool_room_access_action" AS ENUM('view', 'download');--> statement-breakpoint
CREATE TABLE "pool_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pool_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pool_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"asked_by_id" integer,
	"asked_by_name" text NOT NULL,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by_id" integer,
	"answered_by_name" text,
	"answered_at" timestamp with time zone,
	"visibility" "pool_question_visibility",
	CONSTRAINT "pool_questions_answer_check" CHECK (("pool_questions"."answer" is null) = ("pool_questions"."answered_at" is null) and ("pool_questions"."answer" is null) = ("pool_questions"."visibility" is null))
);
--> statement-breakpoint
CREATE TABLE "pool_room_access_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pool_room_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pool_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"action" "pool_room_access_action" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_room_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pool_room_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pool_id" integer NOT NULL,
	"folder_id" integer,
	"level" smallint NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pool_room_documents_storedName_unique" UNIQUE("stored_name"),
	CONSTRAINT "pool_room_documents_level_check" CHECK ("pool_room_documents"."level" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "pool_room_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pool_room_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pool_questions" ADD CONSTRAINT "pool_questions_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_questions" ADD CONSTRAINT "pool_questions_investor_id_entities_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_questions" ADD CONSTRAINT "pool_questions_asked_by_id_users_id_fk" FOREIGN KEY ("asked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_questions" ADD CONSTRAINT "pool_questions_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_access_log" ADD CONSTRAINT "pool_room_access_log_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_access_log" ADD CONSTRAINT "pool_room_access_log_document_id_pool_room_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."pool_room_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_access_log" ADD CONSTRAINT "pool_room_access_log_investor_id_entities_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_access_log" ADD CONSTRAINT "pool_room_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_documents" ADD CONSTRAINT "pool_room_documents_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_documents" ADD CONSTRAINT "pool_room_documents_folder_id_pool_room_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."pool_room_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_documents" ADD CONSTRAINT "pool_room_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_folders" ADD CONSTRAINT "pool_room_folders_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_room_folders" ADD CONSTRAINT "pool_room_folders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pool_questions_pool_idx" ON "pool_questions" USING btree ("pool_id","asked_at");--> statement-breakpoint
CREATE INDEX "pool_room_access_log_investor_idx" ON "pool_room_access_log" USING btree ("pool_id","investor_id","at");--> statement-breakpoint
CREATE INDEX "pool_room_access_log_document_idx" ON "pool_room_access_log" USING btree ("document_id","at");--> statement-breakpoint
CREATE INDEX "pool_room_documents_pool_idx" ON "pool_room_documents" USING btree ("pool_id","folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_room_folders_name_key" ON "pool_room_folders" USING btree ("pool_id",lower("name"));