ALTER TABLE "users" ADD COLUMN "email_visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_visibility" text DEFAULT 'only-me' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth_visibility" text DEFAULT 'only-me' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "links_visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "last_read_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "unread_excluded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "message_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_id" uuid;--> statement-breakpoint
-- Number the existing messages and carry read positions over, so unread counts survive the upgrade.
UPDATE "messages" m SET "seq" = n.seq FROM (SELECT "id", row_number() OVER (PARTITION BY "conversation_id" ORDER BY "created_at", "id") AS seq FROM "messages") n WHERE m."id" = n."id";--> statement-breakpoint
UPDATE "conversations" c SET "message_seq" = coalesce((SELECT max("seq") FROM "messages" WHERE "conversation_id" = c."id"), 0);--> statement-breakpoint
UPDATE "conversation_participants" p SET "last_read_seq" = coalesce((SELECT max(m."seq") FROM "messages" m WHERE m."conversation_id" = p."conversation_id" AND m."created_at" <= greatest(p."last_read_at", p."cleared_at")), 0), "unread_excluded" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = p."conversation_id" AND m."sender_id" = p."user_id" AND m."created_at" > greatest(p."last_read_at", p."cleared_at"));--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_id_key" ON "messages" USING btree ("sender_id","client_id") WHERE "messages"."client_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_visibility_valid" CHECK ("users"."email_visibility" IN ('everyone', 'only-me'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_address_visibility_valid" CHECK ("users"."address_visibility" IN ('everyone', 'only-me'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_date_of_birth_visibility_valid" CHECK ("users"."date_of_birth_visibility" IN ('everyone', 'only-me'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_links_visibility_valid" CHECK ("users"."links_visibility" IN ('everyone', 'only-me'));