CREATE TABLE "post_media" (
	"post_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"media_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"media_type" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "post_media_pkey" PRIMARY KEY("post_id","position"),
	CONSTRAINT "post_media_media_type_valid" CHECK ("post_media"."media_type" IN ('image', 'video')),
	CONSTRAINT "post_media_position_valid" CHECK ("post_media"."position" >= 0 AND "post_media"."position" < 10)
);
--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every post shared before albums becomes an album of its one media, at position 0.
INSERT INTO "post_media" ("post_id", "position", "media_url", "thumbnail_url", "media_type", "alt_text")
SELECT "id", 0, "media_url", "thumbnail_url", "media_type", "alt_text" FROM "posts";
