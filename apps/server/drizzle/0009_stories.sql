CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"media_url" text NOT NULL,
	"media_type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 15 NOT NULL,
	"filters" jsonb NOT NULL,
	"text_overlays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stories_media_type_valid" CHECK ("stories"."media_type" IN ('image', 'video')),
	CONSTRAINT "stories_duration_valid" CHECK ("stories"."duration" IN (10, 15, 30)),
	CONSTRAINT "stories_content_length" CHECK (char_length("stories"."content") <= 500),
	CONSTRAINT "stories_expires_after_created" CHECK ("stories"."expires_at" > "stories"."created_at")
);
--> statement-breakpoint
CREATE TABLE "story_views" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_views_pkey" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "story_quote" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_expires_at_idx" ON "stories" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stories_user_id_created_at_idx" ON "stories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "story_views_user_id_idx" ON "story_views" USING btree ("user_id");