-- Saves a batch of chat messages (one or many) in one call: one statement in autocommit, one round
-- trip, one commit. It replaces chat_send_message (migration 0014), which the server called once per
-- message of a batch: every message moved its conversation's counters and its sender's
-- unread_excluded, so a burst of 10 into one conversation wrote 10 row versions of the conversation
-- and 10 of the sender's membership row besides the 10 messages, and those dead versions piled up on
-- the hottest rows (PGlite never vacuums on its own). Here each conversation of the batch is locked
-- once, its messages are numbered in memory, and its counters and each sender's unread_excluded are
-- written once, after its last message (issue 27).
--
-- p_items: [{ i, conversation_id, sender_id, content, message_type, file_id, reply_to_id, client_id,
-- story_quote }]. Answers one row per item, tagged with its `i`.
--
-- Conversations are taken in the order of their ids, so two batches (of two server processes) lock
-- the rows they share in the same order and never wait for each other in a circle; messages of one
-- conversation keep their order (`i`). The lock is FOR NO KEY UPDATE, the lock every membership change
-- takes first, so no member joins or leaves while the conversation's messages are saved. In a VOLATILE
-- PL/pgSQL function each statement takes a fresh snapshot under READ COMMITTED, so every check after
-- the lock sees everything committed before it (membership, the quoted message, an earlier send with
-- the same client id) and everything this call saved before it.
--
-- Outcomes: 'sent' (message and the members to tell), 'duplicate' (the sender's earlier message with
-- this client id, nothing changed), 'client-id-reused' (that earlier message is in another
-- conversation), 'not-member', 'bad-reply'. Two sends with one client id into different conversations
-- racing each other: the second INSERT fails on messages_sender_client_id_key and the whole statement
-- rolls back; the caller then sends each message again alone to get its own answer.
DROP FUNCTION chat_send_message(uuid, uuid, text, text, uuid, uuid, uuid, jsonb);
--> statement-breakpoint
-- Writes what a batch sent into one conversation: its counters (the last message's number and time)
-- and, for each sender, how many of them are their own (one's own message is never unread to
-- oneself; see the schema's unread count). Nothing when nothing was sent.
CREATE FUNCTION chat_count_sent(p_conversation uuid, p_seq bigint, p_at timestamptz, p_senders uuid[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF cardinality(p_senders) = 0 THEN
    RETURN;
  END IF;
  UPDATE conversations c SET message_seq = p_seq, last_activity_at = p_at WHERE c.id = p_conversation;
  UPDATE conversation_participants cp SET unread_excluded = cp.unread_excluded + s.sent
  FROM (SELECT u.id, count(*)::int AS sent FROM unnest(p_senders) AS u(id) GROUP BY u.id) s
  WHERE cp.conversation_id = p_conversation AND cp.user_id = s.id;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION chat_send_messages(p_items jsonb)
RETURNS TABLE (item_index int, outcome text, message messages, participant_ids uuid[])
-- ROWS 10: about what a busy batch holds. The default guess (1,000 rows) made the planner compile the
-- calling statement with LLVM (JIT) for over 150 ms.
LANGUAGE plpgsql VOLATILE ROWS 10 AS $$
DECLARE
  item record;
  saved messages;
  conversation uuid;
  members uuid[];
  next_seq bigint;
  next_at timestamptz;
  senders uuid[] := '{}';
BEGIN
  FOR item IN
    SELECT * FROM jsonb_to_recordset(p_items) AS v(
      i int, conversation_id uuid, sender_id uuid, content text, message_type text, file_id uuid,
      reply_to_id uuid, client_id uuid, story_quote jsonb)
    ORDER BY v.conversation_id, v.i
  LOOP
    IF conversation IS DISTINCT FROM item.conversation_id THEN
      PERFORM chat_count_sent(conversation, next_seq, next_at, senders);
      conversation := item.conversation_id;
      senders := '{}';
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
