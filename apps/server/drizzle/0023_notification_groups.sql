CREATE TABLE "notification_actors" (
	"notification_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_actors_notification_id_actor_id_pk" PRIMARY KEY("notification_id","actor_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_actors_latest_idx" ON "notification_actors" USING btree ("notification_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_actors_actor_idx" ON "notification_actors" USING btree ("actor_id");--> statement-breakpoint
-- Existing likes (per post, per comment) and follows (per UTC day) become groups, with the keys
-- notification-groups.ts makes: each group keeps its newest notification (so its latest sender),
-- every sender joins it, and it is unread if any of its notifications was.
UPDATE "notifications" SET "group_key" = CASE "action"
    WHEN 'post-like' THEN 'post-like:' || "post_id"
    WHEN 'comment-like' THEN 'comment-like:' || "comment_id"
    ELSE 'follow:' || to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
  END
WHERE ("action" = 'post-like' AND "post_id" IS NOT NULL)
  OR ("action" = 'comment-like' AND "comment_id" IS NOT NULL)
  OR "action" = 'follow';--> statement-breakpoint
INSERT INTO "notification_actors" ("notification_id", "actor_id", "joined_at")
SELECT "kept_id", "sender_id", max("created_at") FROM (
  SELECT "sender_id", "created_at",
    first_value("id") OVER (PARTITION BY "recipient_id", "group_key" ORDER BY "created_at" DESC, "id" DESC) AS "kept_id"
  FROM "notifications" WHERE "group_key" IS NOT NULL
) AS "ranked"
GROUP BY "kept_id", "sender_id";--> statement-breakpoint
UPDATE "notifications" AS "n" SET "is_read" = "g"."all_read"
FROM (
  SELECT "recipient_id", "group_key", bool_and("is_read") AS "all_read"
  FROM "notifications" WHERE "group_key" IS NOT NULL GROUP BY "recipient_id", "group_key"
) AS "g"
WHERE "n"."recipient_id" = "g"."recipient_id" AND "n"."group_key" = "g"."group_key";--> statement-breakpoint
DELETE FROM "notifications" AS "n"
WHERE "n"."group_key" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "notification_actors" AS "a" WHERE "a"."notification_id" = "n"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_recipient_group_idx" ON "notifications" USING btree ("recipient_id","group_key") WHERE "notifications"."group_key" IS NOT NULL;