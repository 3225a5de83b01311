-- A chat message is saved by one call of this function: one statement in autocommit, one round trip.
-- Before it, a send was BEGIN, UPDATE conversations (the row lock), INSERT, COMMIT: the lock was held
-- across two round trips, so ten sends into one conversation queued behind each other while holding
-- ten pool connections (issue 27). Here the lock is held only while the function runs and commits.
--
-- Moving the conversation's counters locks its row (FOR NO KEY UPDATE, the lock every membership
-- change takes first), so a conversation's messages are numbered and timed one after the other and no
-- member joins or leaves meanwhile. In a VOLATILE PL/pgSQL function each statement takes a fresh
-- snapshot under READ COMMITTED, so every check after the lock sees everything committed before it:
-- membership, the quoted message, an earlier send with the same client id.
--
-- Outcomes: 'sent' (message and the members to tell), 'duplicate' (the sender's earlier message with
-- this client id, nothing changed), 'client-id-reused' (that earlier message is in another
-- conversation), 'not-member', 'bad-reply'. Two sends with one client id into different conversations
-- racing each other: the second INSERT fails on messages_sender_client_id_key and the whole statement
-- rolls back; the caller then answers as for a retry.
CREATE FUNCTION chat_send_message(
  p_conversation_id uuid,
  p_sender_id uuid,
  p_content text,
  p_message_type text,
  p_file_id uuid,
  p_reply_to_id uuid,
  p_client_id uuid,
  p_story_quote jsonb
) RETURNS TABLE (outcome text, message messages, participant_ids uuid[])
-- ROWS 1: it answers one row. The default guess (1,000) made a batch of 50 sends look like 100,000
-- rows to the planner, which then compiled the statement with LLVM (JIT) for over 150 ms.
LANGUAGE plpgsql VOLATILE ROWS 1 AS $$
DECLARE
  saved messages;
  next_seq bigint;
  next_at timestamptz;
BEGIN
  IF p_client_id IS NOT NULL THEN
    SELECT * INTO saved FROM messages m WHERE m.sender_id = p_sender_id AND m.client_id = p_client_id;
    IF FOUND THEN
      outcome := CASE WHEN saved.conversation_id = p_conversation_id THEN 'duplicate' ELSE 'client-id-reused' END;
      message := saved;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  PERFORM 1 FROM conversations c WHERE c.id = p_conversation_id FOR NO KEY UPDATE;
  IF NOT FOUND OR NOT EXISTS (
    SELECT 1 FROM conversation_participants cp
    WHERE cp.conversation_id = p_conversation_id AND cp.user_id = p_sender_id
  ) THEN
    outcome := 'not-member';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_reply_to_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM messages r WHERE r.id = p_reply_to_id AND r.conversation_id = p_conversation_id
  ) THEN
    outcome := 'bad-reply';
    RETURN NEXT;
    RETURN;
  END IF;
  -- A retry racing its first send into this conversation: the first one committed before the lock.
  IF p_client_id IS NOT NULL THEN
    SELECT * INTO saved FROM messages m WHERE m.sender_id = p_sender_id AND m.client_id = p_client_id;
    IF FOUND THEN
      outcome := 'duplicate';
      message := saved;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  UPDATE conversations c
  SET last_activity_at = greatest(clock_timestamp(), c.last_activity_at + interval '1 microsecond'),
      message_seq = c.message_seq + 1
  WHERE c.id = p_conversation_id
  RETURNING c.message_seq, c.last_activity_at INTO next_seq, next_at;

  INSERT INTO messages (conversation_id, sender_id, content, message_type, file_id, reply_to_id,
                        client_id, story_quote, seq, created_at, updated_at)
  VALUES (p_conversation_id, p_sender_id, p_content, p_message_type, p_file_id, p_reply_to_id,
          p_client_id, p_story_quote, next_seq, next_at, next_at)
  RETURNING * INTO saved;

  -- One's own message is never unread to oneself (see the schema's unread count).
  UPDATE conversation_participants cp SET unread_excluded = cp.unread_excluded + 1
  WHERE cp.conversation_id = p_conversation_id AND cp.user_id = p_sender_id;

  outcome := 'sent';
  message := saved;
  participant_ids := ARRAY(
    SELECT cp.user_id FROM conversation_participants cp WHERE cp.conversation_id = p_conversation_id
  );
  RETURN NEXT;
END;
$$;
