-- Deleting a post or a comment finds the notifications that name it (to tell their recipients'
-- tabs, and through the foreign keys' ON DELETE CASCADE): without these, each delete read the
-- whole notifications table.
CREATE INDEX "notifications_post_id_idx" ON "notifications" ("post_id") WHERE "post_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_comment_id_idx" ON "notifications" ("comment_id") WHERE "comment_id" IS NOT NULL;
