-- search_hits (0037) with a choice per kind: messages, posts and comments are read newest first, row by
-- row, only when the question's words are common enough for the newest rows to hold a kind's 100
-- candidates; a rare word's kinds (p_indexed, chosen from the tables' statistics in
-- search-frequency.ts) are read through the full-text index alone, where before their newest rows
-- were read for nothing first (docs/decisions.md, "Search speed, sixth pass"). Both ways give the same
-- rows: a kind's newest 100 matches, ranked. Otherwise as 0037, whose header says why it is written so.
DROP FUNCTION search_hits(uuid, text, text[], uuid[], uuid[], timestamptz[], uuid[], uuid, timestamptz, timestamptz,
                          real, timestamptz, text, uuid, integer);--> statement-breakpoint
CREATE FUNCTION search_hits(
  p_asker uuid,
  p_words text,
  p_kinds text[],
  -- Conversations whose messages the asker may search: those they are in, and those they deleted for
  -- themselves, whose messages are theirs only after the time beside them (p_cleared, p_cleared_after).
  p_conversations uuid[],
  p_cleared uuid[],
  p_cleared_after timestamptz[],
  -- Projects whose tasks (and which projects) the asker may search.
  p_projects uuid[],
  p_from uuid,
  p_before timestamptz,
  p_after timestamptz,
  -- After this hit in the order (rank, time, kind, id), when given.
  p_cursor_rank real,
  p_cursor_at timestamptz,
  p_cursor_kind text,
  p_cursor_id uuid,
  p_limit integer,
  -- Kinds (messages, posts, comments) whose words the tables' statistics say are too rare for their
  -- newest rows to hold 100 matches: read through the full-text index alone (search-frequency.ts).
  p_indexed text[]
) RETURNS TABLE (found_kind text, found_id uuid, found_rank real, found_at text)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE ROWS 21
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_query tsquery := search_query_of(p_words);
BEGIN
  RETURN QUERY
  WITH messages_0 AS (
    SELECT m.id, m.search_vector, m.created_at FROM messages m
    WHERE 'message' = ANY(p_kinds) AND NOT ('message' = ANY(p_indexed))
      AND m.conversation_id = ANY(p_conversations) AND m.created_at > now() - interval '14 days'
      AND (m.search_vector @@ v_query) IS TRUE
      AND (m.created_at > p_cleared_after[array_position(p_cleared, m.conversation_id)]) IS NOT FALSE
      AND (p_from IS NULL OR m.sender_id = p_from)
      AND (p_before IS NULL OR m.created_at < p_before) AND (p_after IS NULL OR m.created_at > p_after)
    ORDER BY m.created_at DESC, m.id DESC LIMIT 100
  ), messages_1 AS (
    SELECT m.id, m.search_vector, m.created_at FROM messages m
    WHERE 'message' = ANY(p_kinds) AND ('message' = ANY(p_indexed) OR (SELECT count(*) FROM messages_0) < 100)
      AND (m.conversation_id = ANY(p_conversations)) IS TRUE
      AND ('message' = ANY(p_indexed) OR m.created_at <= now() - interval '14 days')
      AND m.search_vector @@ v_query
      AND (m.created_at > p_cleared_after[array_position(p_cleared, m.conversation_id)]) IS NOT FALSE
      AND (p_from IS NULL OR m.sender_id = p_from)
      AND (p_before IS NULL OR m.created_at < p_before) AND (p_after IS NULL OR m.created_at > p_after)
    ORDER BY m.created_at DESC, m.id DESC LIMIT 100
  ), posts_0 AS (
    SELECT p.id, p.search_vector, p.created_at
    FROM (SELECT p.id, p.search_vector, p.created_at, p.user_id FROM posts p
          WHERE 'post' = ANY(p_kinds) AND NOT ('post' = ANY(p_indexed))
          ORDER BY p.created_at DESC, p.id DESC LIMIT 1000) p
    WHERE (p.search_vector @@ v_query) IS TRUE
      AND (p_from IS NULL OR p.user_id = p_from)
      AND (p_before IS NULL OR p.created_at < p_before) AND (p_after IS NULL OR p.created_at > p_after)
    ORDER BY p.created_at DESC, p.id DESC LIMIT 100
  ), posts_1 AS (
    SELECT p.id, p.search_vector, p.created_at FROM posts p
    WHERE 'post' = ANY(p_kinds) AND ('post' = ANY(p_indexed) OR (SELECT count(*) FROM posts_0) < 100)
      AND ('post' = ANY(p_indexed)
           OR (p.created_at, p.id) < (SELECT b.created_at, b.id FROM posts b
                                        ORDER BY b.created_at DESC, b.id DESC OFFSET 999 LIMIT 1))
      AND p.search_vector @@ v_query
      AND (p_from IS NULL OR p.user_id = p_from)
      AND (p_before IS NULL OR p.created_at < p_before) AND (p_after IS NULL OR p.created_at > p_after)
    ORDER BY p.created_at DESC, p.id DESC LIMIT 100
  ), comments_0 AS (
    SELECT c.id, c.search_vector, c.created_at
    FROM (SELECT c.id, c.search_vector, c.created_at, c.user_id FROM comments c
          WHERE 'comment' = ANY(p_kinds) AND NOT ('comment' = ANY(p_indexed))
          ORDER BY c.created_at DESC, c.id DESC LIMIT 1000) c
    WHERE (c.search_vector @@ v_query) IS TRUE
      AND (p_from IS NULL OR c.user_id = p_from)
      AND (p_before IS NULL OR c.created_at < p_before) AND (p_after IS NULL OR c.created_at > p_after)
    ORDER BY c.created_at DESC, c.id DESC LIMIT 100
  ), comments_1 AS (
    SELECT c.id, c.search_vector, c.created_at FROM comments c
    WHERE 'comment' = ANY(p_kinds) AND ('comment' = ANY(p_indexed) OR (SELECT count(*) FROM comments_0) < 100)
      AND ('comment' = ANY(p_indexed)
           OR (c.created_at, c.id) < (SELECT b.created_at, b.id FROM comments b
                                        ORDER BY b.created_at DESC, b.id DESC OFFSET 999 LIMIT 1))
      AND c.search_vector @@ v_query
      AND (p_from IS NULL OR c.user_id = p_from)
      AND (p_before IS NULL OR c.created_at < p_before) AND (p_after IS NULL OR c.created_at > p_after)
    ORDER BY c.created_at DESC, c.id DESC LIMIT 100
  ), hits AS (
    SELECT 'message'::text AS kind, m.id, ts_rank(m.search_vector, v_query) AS rank, m.created_at AS at
    FROM (SELECT * FROM messages_0 UNION ALL SELECT * FROM messages_1
          ORDER BY created_at DESC, id DESC LIMIT 100) m
    UNION ALL
    -- posts.policy: one team, one feed — every member reads every post and its comments.
    SELECT 'post', p.id, ts_rank(p.search_vector, v_query), p.created_at
    FROM (SELECT * FROM posts_0 UNION ALL SELECT * FROM posts_1 ORDER BY created_at DESC, id DESC LIMIT 100) p
    UNION ALL
    SELECT 'comment', c.id, ts_rank(c.search_vector, v_query), c.created_at
    FROM (SELECT * FROM comments_0 UNION ALL SELECT * FROM comments_1
          ORDER BY created_at DESC, id DESC LIMIT 100) c
    UNION ALL
    -- projects.policy: a project's board is its members' alone.
    SELECT 'task', t.id, ts_rank(t.search_vector, v_query), t.created_at
    FROM (SELECT t.id, t.search_vector, t.created_at FROM tasks t
          WHERE 'task' = ANY(p_kinds) AND t.project_id = ANY(p_projects) AND t.search_vector @@ v_query
            AND (p_from IS NULL OR t.created_by = p_from)
            AND (p_before IS NULL OR t.created_at < p_before) AND (p_after IS NULL OR t.created_at > p_after)
          ORDER BY t.created_at DESC, t.id DESC LIMIT 100) t
    UNION ALL
    -- documents.policy: a document is its owner's alone; the trash is not searched.
    SELECT 'document', found.id, max(found.rank), found.at
    FROM (SELECT d.id, d.updated_at AS at, ts_rank(d.search_vector, v_query) AS rank
          FROM documents d
          WHERE 'document' = ANY(p_kinds) AND d.owner_id = p_asker AND d.trashed_at IS NULL
            AND d.search_vector @@ v_query AND (p_from IS NULL OR d.owner_id = p_from)
            AND (p_before IS NULL OR d.updated_at < p_before) AND (p_after IS NULL OR d.updated_at > p_after)
          UNION ALL
          SELECT d.id, d.updated_at, ts_rank(ch.search_vector, v_query)
          FROM document_text_chunks ch JOIN documents d ON d.id = ch.document_id
          WHERE 'document' = ANY(p_kinds) AND d.owner_id = p_asker AND d.trashed_at IS NULL
            AND ch.search_vector @@ v_query AND (p_from IS NULL OR d.owner_id = p_from)
            AND (p_before IS NULL OR d.updated_at < p_before) AND (p_after IS NULL OR d.updated_at > p_after)) found
    GROUP BY found.id, found.at
    UNION ALL
    -- The team's directory: every active member (a deleted account is a tombstone, a deactivated one cannot sign in).
    SELECT 'person', u.id, ts_rank(u.search_vector, v_query), u.created_at
    FROM users u
    WHERE 'person' = ANY(p_kinds) AND u.status = 'active' AND u.search_vector @@ v_query
      AND (p_before IS NULL OR u.created_at < p_before) AND (p_after IS NULL OR u.created_at > p_after)
    UNION ALL
    SELECT 'project', pr.id, ts_rank(pr.search_vector, v_query), pr.created_at
    FROM projects pr
    WHERE 'project' = ANY(p_kinds) AND pr.id = ANY(p_projects) AND pr.search_vector @@ v_query
      AND (p_before IS NULL OR pr.created_at < p_before) AND (p_after IS NULL OR pr.created_at > p_after)
  )
  SELECT h.kind, h.id, h.rank, to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  FROM hits h
  WHERE p_cursor_at IS NULL
     OR (h.rank, h.at, h.kind COLLATE "C", h.id) < (p_cursor_rank, p_cursor_at, p_cursor_kind COLLATE "C", p_cursor_id)
  ORDER BY h.rank DESC, h.at DESC, h.kind COLLATE "C" DESC, h.id DESC
  LIMIT p_limit;
END $$;
