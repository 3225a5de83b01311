-- Task reminders and members' time zones (issue 31).
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE TABLE "task_reminders" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reminders_task_id_user_id_kind_due_date_pk" PRIMARY KEY("task_id","user_id","kind","due_date"),
	CONSTRAINT "task_reminders_kind_valid" CHECK ("task_reminders"."kind" IN ('due-soon', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_reminders_user_idx" ON "task_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_reminders_due_idx" ON "task_reminders" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "tasks_open_due_idx" ON "tasks" USING btree ("due_date") WHERE "tasks"."due_date" IS NOT NULL AND "tasks"."status" <> 'done';--> statement-breakpoint
-- A reminder has no actor: its sender is its recipient.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_not_self";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_not_self" CHECK ("notifications"."recipient_id" <> "notifications"."sender_id" OR "notifications"."action" IN ('task-due-soon', 'task-overdue'));
