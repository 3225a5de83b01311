CREATE TABLE "post_tags" (
	"tag" text NOT NULL,
	"post_id" uuid NOT NULL,
	"post_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_tags_pkey" PRIMARY KEY("tag","post_id")
);
--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_tags_tag_created_idx" ON "post_tags" USING btree ("tag","post_created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "post_tags_post_id_idx" ON "post_tags" USING btree ("post_id");--> statement-breakpoint
-- The tags of the posts already shared. The app reads tags with hashtag.ts's rule; this is the same
-- rule in PostgreSQL's regular expressions (a tag's letters are anything but spaces and ASCII
-- punctuation other than '_', as C-locale classes do not know Vietnamese letters), folded as
-- hashtagKey folds: unaccent then lower case.
INSERT INTO "post_tags" ("tag", "post_id", "post_created_at")
SELECT DISTINCT lower(unaccent(m[1])), p."id", p."created_at"
FROM "posts" p, regexp_matches(p."caption", '(?:^|[[:space:](\[{"''.,;:!?])#([^[:space:]!-/:-@\[-^`{-~]{1,50})(?![^[:space:]!-/:-@\[-^`{-~])', 'g') AS m
WHERE m[1] ~ '[^0-9_]'
ON CONFLICT DO NOTHING;
