-- Task attachments (issue 31): files uploaded to a task, or links to a member's documents; the task's count for its card.
CREATE TABLE "task_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid,
	"stored_name" text,
	"preview_key" text,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_attachments_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "task_attachments_kind_valid" CHECK (("kind" = 'file' AND "stored_name" IS NOT NULL AND "document_id" IS NULL) OR ("kind" = 'document' AND "stored_name" IS NULL AND "preview_key" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_attachments_task_created_idx" ON "task_attachments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_attachments_task_document_unique" ON "task_attachments" USING btree ("task_id","document_id") WHERE "document_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "task_attachments_document_idx" ON "task_attachments" USING btree ("document_id") WHERE "document_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "attachment_count" integer DEFAULT 0 NOT NULL;
