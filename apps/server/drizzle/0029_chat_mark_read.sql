-- Marking a conversation read, as a function (read-receipts.repository.ts): a tab marks its open
-- conversation read on every message that arrives in it, so at 100 messages a second in groups of ten
-- this runs 900 times a second. Sent as one statement (a CTE over the UPDATE) it was parsed and planned
-- every time, about as long as running it; a PL/pgSQL function's statements are planned once per
-- connection. It also stops early when the reader's position did not move or they send no receipts.
-- Answers no row when the reader is not in the conversation; else their new last read message when
-- the others are to be told (null when not) and the other participants who turned receipts off.
CREATE FUNCTION chat_mark_read(p_conversation uuid, p_reader uuid)
RETURNS TABLE (last_read_message_id uuid, silent_ids uuid[])
LANGUAGE plpgsql VOLATILE ROWS 1
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_before bigint;
  v_after bigint;
  v_joined timestamptz;
  v_cleared timestamptz;
  v_message uuid;
BEGIN
  -- The row is locked first, so two tabs marking at once see each other's move, never the same one.
  SELECT cp.last_read_seq INTO v_before FROM conversation_participants cp
  WHERE cp.conversation_id = p_conversation AND cp.user_id = p_reader
  FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE conversation_participants cp
  SET last_read_at = greatest(cp.last_read_at, now()), unread_excluded = 0,
      last_read_seq = (SELECT c.message_seq FROM conversations c WHERE c.id = p_conversation)
  WHERE cp.conversation_id = p_conversation AND cp.user_id = p_reader
  RETURNING cp.last_read_seq, cp.joined_at, cp.cleared_at INTO v_after, v_joined, v_cleared;
  IF v_after <= v_before OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p_reader AND u.send_read_receipts) THEN
    RETURN QUERY SELECT NULL::uuid, '{}'::uuid[];
    RETURN;
  END IF;
  -- The newest message at or before the position that the reader can see (see readUpTo in the repository).
  SELECT m.id INTO v_message FROM messages m
  WHERE m.conversation_id = p_conversation AND m.thread_root_id IS NULL AND m.seq <= v_after
    AND m.created_at > v_joined AND (v_cleared IS NULL OR m.created_at > v_cleared)
  ORDER BY m.seq DESC LIMIT 1;
  RETURN QUERY
    SELECT v_message, coalesce(array_agg(o.user_id), '{}')
    FROM conversation_participants o JOIN users ou ON ou.id = o.user_id
    WHERE o.conversation_id = p_conversation AND o.user_id <> p_reader AND NOT ou.send_read_receipts;
END;
$$;
