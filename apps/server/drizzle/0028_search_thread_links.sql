-- Search hits of a reply in a thread open that thread: the message detail carries its root (threadRootId).
-- The function is search_details of 0018_search_functions.sql with that one column added.
CREATE OR REPLACE FUNCTION search_details(
  p_asker uuid,
  p_message_ids uuid[],
  p_post_ids uuid[],
  p_comment_ids uuid[],
  p_task_ids uuid[],
  p_document_ids uuid[],
  p_person_ids uuid[],
  p_project_ids uuid[],
  p_words text
) RETURNS TABLE (found_kind text, found_detail json)
LANGUAGE plpgsql STABLE PARALLEL UNSAFE ROWS 20
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_query tsquery := search_query_of(p_words);
BEGIN
  RETURN QUERY
  SELECT 'message'::text, to_json(x) FROM (
    SELECT m.id, m.conversation_id AS "conversationId", m.thread_root_id AS "threadRootId",
           CASE WHEN c.type = 'direct'
             THEN coalesce((SELECT ou.username FROM conversation_participants o JOIN users ou ON ou.id = o.user_id
                            WHERE o.conversation_id = c.id AND o.user_id <> me.user_id
                            ORDER BY o.joined_at LIMIT 1), '')
             ELSE c.name END AS "conversationName",
           m.content,
           to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           json_build_object('id', su.id, 'username', su.username, 'avatar', su.avatar) AS author
    FROM messages m
    JOIN conversations c ON c.id = m.conversation_id
    JOIN conversation_participants me ON me.conversation_id = m.conversation_id AND me.user_id = p_asker
    JOIN users su ON su.id = m.sender_id
    WHERE m.id = ANY(p_message_ids)) x
  UNION ALL
  SELECT 'post', to_json(x) FROM (
    SELECT p.id, p.caption, p.location,
           to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar) AS author
    FROM posts p JOIN users u ON u.id = p.user_id
    WHERE p.id = ANY(p_post_ids)) x
  UNION ALL
  SELECT 'comment', to_json(x) FROM (
    SELECT c.id, c.post_id AS "postId", c.text,
           to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar) AS author
    FROM comments c JOIN users u ON u.id = c.user_id
    WHERE c.id = ANY(p_comment_ids)) x
  UNION ALL
  SELECT 'task', to_json(x) FROM (
    SELECT t.id, t.project_id AS "projectId", p.name AS "projectName", t.title, t.description, t.tags,
           to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           CASE WHEN u.id IS NULL THEN NULL
                ELSE json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar) END AS author
    FROM tasks t JOIN projects p ON p.id = t.project_id LEFT JOIN users u ON u.id = t.created_by
    WHERE t.id = ANY(p_task_ids)) x
  UNION ALL
  SELECT 'document', to_json(x) FROM (
    SELECT d.id, d.name, d.folder_id AS "folderId",
           to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
           CASE WHEN best.content IS NULL THEN NULL
                ELSE json_build_object('content', best.content, 'page', best.page) END AS chunk
    FROM documents d
    LEFT JOIN LATERAL (SELECT ch.content, ch.page FROM document_text_chunks ch
                       WHERE ch.document_id = d.id AND ch.search_vector @@ v_query
                       ORDER BY ts_rank(ch.search_vector, v_query) DESC, ch.chunk LIMIT 1) best ON true
    WHERE d.id = ANY(p_document_ids)) x
  UNION ALL
  SELECT 'person', to_json(x) FROM (
    SELECT u.id, u.username, u.position, u.avatar,
           to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
    FROM users u WHERE u.id = ANY(p_person_ids)) x
  UNION ALL
  SELECT 'project', to_json(x) FROM (
    SELECT p.id, p.name, p.description,
           to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           CASE WHEN u.id IS NULL THEN NULL
                ELSE json_build_object('id', u.id, 'username', u.username, 'avatar', u.avatar) END AS owner
    FROM projects p LEFT JOIN users u ON u.id = p.owner_id
    WHERE p.id = ANY(p_project_ids)) x;
END $$;
