-- Search (issue 29): PostgreSQL's own full-text search, accents and case ignored, with a lexicon of
-- words for typo tolerance. unaccent and pg_trgm ship with PostgreSQL (contrib, "trusted": the
-- database's owner may create them) and with PGlite (loaded by pglite-open.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- 'simple' (no stemming: Vietnamese has none, and English word forms are met by prefix matching) with
-- the accents taken off every word first: 'Tài liệu', 'TAI LIEU' and 'tai lieu' give the same lexemes.
CREATE TEXT SEARCH CONFIGURATION teamhub_search (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION teamhub_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
-- The words of a text as search sees them: '_', '.', '/' and '-' separate words ("bao_cao-q3.pdf" is
-- found by "bao cao q3"), as the query's words are split in search-query.ts.
CREATE FUNCTION search_vector_of(content text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT setweight(to_tsvector('teamhub_search'::regconfig, regexp_replace(content, '[-_./]+', ' ', 'g')), weight) $$;--> statement-breakpoint
-- A search's words (search-query.ts) as a tsquery, read as the vectors are. IMMUTABLE as search_vector_of
-- is (the configuration never changes once made): the planner then reads the question once, as a
-- constant, estimates from the columns' statistics how many rows it matches, and a filter does not
-- parse it again for every row (to_tsquery itself is only STABLE). PARALLEL UNSAFE on purpose: it
-- keeps a search statement in one process, since starting parallel workers costs more than a search
-- (PostgreSQL otherwise plans them for the older messages and starts them even when that part is skipped).
CREATE FUNCTION search_query_of(words text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL UNSAFE STRICT
  AS $$ SELECT to_tsquery('teamhub_search'::regconfig, words) $$;--> statement-breakpoint
-- array_to_string is only STABLE (it calls the elements' output functions); for text[] it is immutable.
CREATE FUNCTION search_join_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(words, ' ') $$;--> statement-breakpoint
CREATE TABLE "document_text_chunks" (
	"document_id" uuid NOT NULL,
	"chunk" integer NOT NULL,
	"page" integer,
	"content" text NOT NULL,
	CONSTRAINT "document_text_chunks_pkey" PRIMARY KEY("document_id","chunk")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_text_chunks" ADD CONSTRAINT "document_text_chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_text_pending_idx" ON "documents" USING btree ("created_at") WHERE "documents"."text_status" = 'pending';--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_text_status_valid" CHECK ("documents"."text_status" IN ('pending', 'ready', 'none', 'failed'));
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_vector_of("content", 'B')) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_vector_of("caption", 'B') || search_vector_of("location", 'C')) STORED;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_vector_of("text", 'B')) STORED;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_vector_of("title", 'A') || search_vector_of(search_join_words("tags"), 'A')
                       || search_vector_of("description", 'B')) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_vector_of("name", 'A') || search_vector_of("description", 'B')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_vector_of("username", 'A') || search_vector_of("position", 'C')) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_vector_of("name", 'A')) STORED;--> statement-breakpoint
ALTER TABLE "document_text_chunks" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (search_vector_of("content", 'B')) STORED;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "document_text_chunks_search_idx" ON "document_text_chunks" USING gin ("search_vector");--> statement-breakpoint
-- Comments newest first: search reads them in that order until enough hold the words (messages have
-- their conversation-and-time index, posts the feed's).
CREATE INDEX "comments_created_at_id_idx" ON "comments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The lexicon (search_terms) is kept by triggers, in the writing transaction. New rows are read as one
-- set per statement, words in one order, so that two transactions adding the same new words wait for
-- each other instead of deadlocking; an edit adds the words of the edited row.
CREATE FUNCTION search_terms_from_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word.lexeme FROM added, unnest(added.search_vector) AS word
  WHERE char_length(word.lexeme) BETWEEN 5 AND 32
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_terms_from_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word.lexeme FROM unnest(NEW.search_vector) AS word
  WHERE char_length(word.lexeme) BETWEEN 5 AND 32
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_search_terms_added" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_added();
--> statement-breakpoint
CREATE TRIGGER "messages_search_terms_edited" AFTER UPDATE OF "content" ON "messages"
  FOR EACH ROW WHEN (OLD."content" IS DISTINCT FROM NEW."content") EXECUTE FUNCTION search_terms_from_row();
--> statement-breakpoint
CREATE TRIGGER "posts_search_terms_added" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_added();
--> statement-breakpoint
CREATE TRIGGER "posts_search_terms_edited" AFTER UPDATE OF "caption", "location" ON "posts"
  FOR EACH ROW WHEN (OLD."caption" IS DISTINCT FROM NEW."caption" OR OLD."location" IS DISTINCT FROM NEW."location") EXECUTE FUNCTION search_terms_from_row();
--> statement-breakpoint
CREATE TRIGGER "comments_search_terms_added" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_added();
--> statement-breakpoint
CREATE TRIGGER "comments_search_terms_edited" AFTER UPDATE OF "text" ON "comments"
  FOR EACH ROW WHEN (OLD."text" IS DISTINCT FROM NEW."text") EXECUTE FUNCTION search_terms_from_row();
--> statement-breakpoint
CREATE TRIGGER "tasks_search_terms_added" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_added();
--> statement-breakpoint
CREATE TRIGGER "tasks_search_terms_edited" AFTER UPDATE OF "title", "tags", "description" ON "tasks"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."tags" IS DISTINCT FROM NEW."tags" OR OLD."description" IS DISTINCT FROM NEW."description") EXECUTE FUNCTION search_terms_from_row();
--> statement-breakpoint
CREATE TRIGGER "projects_search_terms_added" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_added();
--> statement-breakpoint
CREATE TRIGGER "projects_search_terms_edited" AFTER UPDATE OF "name", "description" ON "projects"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description") EXECUTE FUNCTION search_terms_from_row();
--> statement-breakpoint
CREATE TRIGGER "users_search_terms_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_added();
--> statement-breakpoint
CREATE TRIGGER "users_search_terms_edited" AFTER UPDATE OF "username", "position" ON "users"
  FOR EACH ROW WHEN (OLD."username" IS DISTINCT FROM NEW."username" OR OLD."position" IS DISTINCT FROM NEW."position") EXECUTE FUNCTION search_terms_from_row();
--> statement-breakpoint
CREATE TRIGGER "documents_search_terms_added" AFTER INSERT ON "documents" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_added();
--> statement-breakpoint
CREATE TRIGGER "documents_search_terms_edited" AFTER UPDATE OF "name" ON "documents"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION search_terms_from_row();
--> statement-breakpoint
CREATE TRIGGER "document_text_chunks_search_terms_added" AFTER INSERT ON "document_text_chunks" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_from_added();
--> statement-breakpoint
CREATE TRIGGER "document_text_chunks_search_terms_edited" AFTER UPDATE OF "content" ON "document_text_chunks"
  FOR EACH ROW WHEN (OLD."content" IS DISTINCT FROM NEW."content") EXECUTE FUNCTION search_terms_from_row();
--> statement-breakpoint
-- The words already written.
INSERT INTO search_terms (term)
SELECT DISTINCT word FROM ts_stat($$
  SELECT search_vector FROM messages UNION ALL SELECT search_vector FROM posts
  UNION ALL SELECT search_vector FROM comments UNION ALL SELECT search_vector FROM tasks
  UNION ALL SELECT search_vector FROM projects UNION ALL SELECT search_vector FROM users
  UNION ALL SELECT search_vector FROM documents$$)
WHERE char_length(word) BETWEEN 5 AND 32
ON CONFLICT DO NOTHING;
