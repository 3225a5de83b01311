-- Threads (issue 30). A reply in a thread is a message of the conversation with thread_root_id set:
-- it stays out of the conversation's list, last-message preview and unread count, so it takes no
-- new number (its seq is the conversation's current one) and moves neither message_seq nor
-- last_activity_at. The root keeps its thread's counters (reply count, time of the newest reply) so
-- a history page shows them without counting. A root with replies is not deleted but marked deleted
-- (deleted_at), keeping its thread; thread_reads holds when each person last opened a thread.
ALTER TABLE "messages" ADD COLUMN "thread_root_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thread_reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thread_last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_root_id_messages_id_fk" FOREIGN KEY ("thread_root_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A thread page reads one root's replies newest first (keyset on created_at, id, as history pages).
CREATE INDEX "messages_thread_root_created_idx" ON "messages" USING btree ("thread_root_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "thread_root_id" IS NOT NULL;--> statement-breakpoint
-- The conversation's own list, preview and read receipts read only messages outside threads.
CREATE INDEX "messages_conversation_main_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "thread_root_id" IS NULL;--> statement-breakpoint
CREATE INDEX "messages_conversation_main_seq_idx" ON "messages" USING btree ("conversation_id","seq") WHERE "thread_root_id" IS NULL;--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"root_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "thread_reads_root_id_user_id_pk" PRIMARY KEY("root_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_root_id_messages_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_reads_user_idx" ON "thread_reads" USING btree ("user_id");--> statement-breakpoint
-- chat_send_messages (migration 0015) with thread replies: an item's thread_root_id must name a
-- message of the same conversation that is not itself a reply in a thread ('bad-thread' otherwise; the
-- server sends a reply to a reply into its root's thread). A thread reply is saved with the current
-- number and its own time, and counted on its root; the conversation's counters are left alone.
CREATE OR REPLACE FUNCTION chat_send_messages(p_items jsonb)
RETURNS TABLE (item_index int, outcome text, message messages, participant_ids uuid[])
LANGUAGE plpgsql VOLATILE ROWS 10 AS $$
DECLARE
  item record;
  saved messages;
  conversation uuid;
  members uuid[];
  next_seq bigint;
  next_at timestamptz;
  thread_at timestamptz;
  senders uuid[] := '{}';
BEGIN
  FOR item IN
    SELECT * FROM jsonb_to_recordset(p_items) AS v(
      i int, conversation_id uuid, sender_id uuid, content text, message_type text, file_id uuid,
      reply_to_id uuid, client_id uuid, story_quote jsonb, thread_root_id uuid)
    ORDER BY v.conversation_id, v.i
  LOOP
    IF conversation IS DISTINCT FROM item.conversation_id THEN
      PERFORM chat_count_sent(conversation, next_seq, next_at, senders);
      conversation := item.conversation_id;
      senders := '{}';
      thread_at := NULL;
      SELECT c.message_seq, c.last_activity_at INTO next_seq, next_at
      FROM conversations c WHERE c.id = conversation FOR NO KEY UPDATE;
      members := CASE WHEN FOUND THEN ARRAY(
        SELECT cp.user_id FROM conversation_participants cp WHERE cp.conversation_id = conversation
      ) ELSE '{}' END;
    END IF;

    item_index := item.i;
    message := NULL;
    participant_ids := NULL;
    saved := NULL;
    IF item.client_id IS NOT NULL THEN
      SELECT * INTO saved FROM messages m WHERE m.sender_id = item.sender_id AND m.client_id = item.client_id;
    END IF;
    IF saved.id IS NOT NULL THEN
      outcome := CASE WHEN saved.conversation_id = conversation THEN 'duplicate' ELSE 'client-id-reused' END;
      message := saved;
    ELSIF NOT item.sender_id = ANY (members) THEN
      outcome := 'not-member';
    ELSIF item.reply_to_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM messages r WHERE r.id = item.reply_to_id AND r.conversation_id = conversation
    ) THEN
      outcome := 'bad-reply';
    ELSIF item.thread_root_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM messages r
      WHERE r.id = item.thread_root_id AND r.conversation_id = conversation AND r.thread_root_id IS NULL
    ) THEN
      outcome := 'bad-thread';
    ELSIF item.thread_root_id IS NOT NULL THEN
      thread_at := greatest(clock_timestamp(), coalesce(thread_at, next_at) + interval '1 microsecond');
      INSERT INTO messages (conversation_id, sender_id, content, message_type, file_id, reply_to_id,
                            client_id, story_quote, seq, created_at, updated_at, thread_root_id)
      VALUES (conversation, item.sender_id, item.content, item.message_type, item.file_id,
              item.reply_to_id, item.client_id, item.story_quote, next_seq, thread_at, thread_at,
              item.thread_root_id)
      RETURNING * INTO saved;
      UPDATE messages r SET thread_reply_count = r.thread_reply_count + 1, thread_last_reply_at = thread_at
      WHERE r.id = item.thread_root_id;
      outcome := 'sent';
      message := saved;
      participant_ids := members;
    ELSE
      next_seq := next_seq + 1;
      next_at := greatest(clock_timestamp(), next_at + interval '1 microsecond');
      INSERT INTO messages (conversation_id, sender_id, content, message_type, file_id, reply_to_id,
                            client_id, story_quote, seq, created_at, updated_at)
      VALUES (conversation, item.sender_id, item.content, item.message_type, item.file_id,
              item.reply_to_id, item.client_id, item.story_quote, next_seq, next_at, next_at)
      RETURNING * INTO saved;
      senders := senders || item.sender_id;
      outcome := 'sent';
      message := saved;
      participant_ids := members;
    END IF;
    RETURN NEXT;
  END LOOP;

  PERFORM chat_count_sent(conversation, next_seq, next_at, senders);
END;
$$;
