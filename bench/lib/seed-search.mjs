// Seeds a team's searchable history for bench/search.mjs: members, a company-wide community, groups
// and direct chats full of messages, posts and comments, projects with tasks, and documents whose text
// was extracted into pages. The text is made here (lib/search-corpus.mjs) and sent as JSON, thousands of
// rows per INSERT … SELECT FROM json_to_recordset(…), on either driver. Nothing is turned off: every
// row goes through its generated search_vector, its GIN index and the lexicon's trigger as in use.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { insertRows, spread, YEAR_MS } from './insert-rows.mjs';
import { createTextGenerator } from './search-corpus.mjs';
import { pick, planMembers, READER, seedChat, TEAM } from './seed-search-chat.mjs';

export { READER, TEAM } from './seed-search-chat.mjs';

/** The issue's corpus; `--scale` multiplies everything but the members, groups and projects. */
export const FULL_SCALE = { messages: 200_000, posts: 5_000, comments: 15_000, tasks: 5_000, documents: 2_000 };
export function corpusSize(scale) {
  return Object.fromEntries(Object.entries(FULL_SCALE).map(([name, count]) => [name, Math.round(count * scale)]));
}

const TAGS = [
  'frontend',
  'backend',
  'design',
  'urgent',
  'khách hàng',
  'báo cáo',
  'QA',
  'marketing',
  'hạ tầng',
  'tài liệu',
];
const STATUSES = ['todo', 'in_progress', 'review', 'done'];
const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
};
/**
 * Seeds the corpus at `scale` into an open Drizzle database. `reader` ({ userId, sessionId }) becomes
 * the first member. Answers the row counts and how long each part took.
 */
export async function seedSearchCorpus(db, { scale, reader }) {
  const size = corpusSize(scale);
  const text = createTextGenerator();
  const { random, integer } = text;
  const now = Date.now();
  const timings = {};
  const timed = async (name, work) => {
    const started = Date.now();
    await work();
    timings[name] = (Date.now() - started) / 1000;
  };
  const members = planMembers(reader.userId);
  await seedChat(db, { members, count: size.messages, text, now, timed });
  const anyone = () => members[integer(0, members.length - 1)];
  /** Anyone but the reader. */
  const someoneElse = () => members[integer(1, members.length - 1)];

  const postIds = Array.from({ length: size.posts }, () => randomUUID());
  await timed('posts and comments', async () => {
    await insertRows(
      db,
      'posts',
      {
        id: 'uuid',
        user_id: 'uuid',
        caption: 'text',
        location: 'text',
        media_url: 'text',
        thumbnail_url: 'text',
        media_type: 'text',
        created_at: 'timestamptz',
      },
      postIds.map((id, index) => ({
        id,
        user_id: anyone().userId,
        caption: text.caption(),
        location: random() < 0.25 ? ['Hà Nội', 'Đà Nẵng', 'TP. Hồ Chí Minh', 'Huế'][integer(0, 3)] : '',
        media_url: `/uploads/posts/${id}.webp`,
        thumbnail_url: `/uploads/posts/${id}-thumb.webp`,
        media_type: 'image',
        created_at: spread(now, index, postIds.length),
      })),
    );
    const comments = Array.from({ length: size.comments }, (_, index) => ({
      post_id:
        postIds[Math.min(postIds.length - 1, Math.floor((index / size.comments) * postIds.length) + integer(0, 3))],
      user_id: anyone().userId,
      text: text.comment(),
      created_at: spread(now, index, size.comments),
    }));
    await insertRows(
      db,
      'comments',
      { post_id: 'uuid', user_id: 'uuid', text: 'text', created_at: 'timestamptz' },
      comments,
    );
    await db.execute(sql`UPDATE posts SET comments_count = counted.n
      FROM (SELECT post_id, count(*)::int AS n FROM comments GROUP BY post_id) AS counted WHERE posts.id = counted.post_id`);
  });

  await timed('projects and tasks', async () => {
    const projects = Array.from({ length: TEAM.projects }, (_, index) => {
      const owner = someoneElse();
      const others = pick(members.slice(1), integer(4, 19), random).filter((m) => m !== owner);
      const team = index < READER.projects ? [owner, members[0], ...others] : [owner, ...others];
      return { id: randomUUID(), owner, members: team, name: text.taskTitle(), description: text.taskDescription() };
    });
    await insertRows(
      db,
      'projects',
      { id: 'uuid', name: 'text', description: 'text', owner_id: 'uuid', created_at: 'timestamptz' },
      projects.map((p, index) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        owner_id: p.owner.userId,
        created_at: spread(now - YEAR_MS / 2, index, projects.length),
      })),
    );
    await insertRows(
      db,
      'project_members',
      { project_id: 'uuid', user_id: 'uuid', role: 'text' },
      projects.flatMap((p) =>
        p.members.map((m, index) => ({ project_id: p.id, user_id: m.userId, role: index === 0 ? 'owner' : 'member' })),
      ),
    );
    const placed = new Map();
    const tasks = Array.from({ length: size.tasks }, (_, index) => {
      const project = projects[index % projects.length];
      const status = STATUSES[integer(0, 3)];
      const key = `${project.id}:${status}`;
      placed.set(key, (placed.get(key) ?? 0) + 1);
      return {
        project_id: project.id,
        title: text.taskTitle(),
        description: text.taskDescription(),
        status,
        tags: `{${pick(TAGS, integer(0, 3), random)
          .map((tag) => `"${tag}"`)
          .join(',')}}`,
        position: `a${placed.get(key).toString(36).padStart(5, '0')}`,
        created_by: project.members[integer(0, project.members.length - 1)].userId,
        assignee_id: project.members[integer(0, project.members.length - 1)].userId,
        created_at: spread(now, index, size.tasks),
      };
    });
    const columns = {
      project_id: 'uuid',
      title: 'text',
      description: 'text',
      status: 'text',
      tags: 'text[]',
      position: 'text',
      created_by: 'uuid',
      assignee_id: 'uuid',
      created_at: 'timestamptz',
    };
    await insertRows(db, 'tasks', columns, tasks);
  });

  await timed('documents', async () => {
    const documents = Array.from({ length: size.documents }, (_, index) => {
      const { name, extension } = text.documentName();
      const id = randomUUID();
      const pages = Array.from({ length: integer(1, 6) }, () => text.page());
      const at = spread(now, index, size.documents);
      return {
        id,
        owner_id: members[index % members.length].userId,
        name,
        mime_type: MIME[extension],
        size: pages.reduce((sum, page) => sum + Buffer.byteLength(page), 0),
        stored_name: `${id}.${extension}`,
        preview_status: 'none',
        text_status: 'ready',
        created_at: at,
        updated_at: at,
        pages,
        paged: extension === 'pdf',
      };
    });
    const columns = {
      id: 'uuid',
      owner_id: 'uuid',
      name: 'text',
      mime_type: 'text',
      size: 'bigint',
      stored_name: 'text',
      preview_status: 'text',
      text_status: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    };
    await insertRows(db, 'documents', columns, documents);
    const chunks = documents.flatMap((d) =>
      d.pages.map((content, index) => ({ document_id: d.id, chunk: index, page: d.paged ? index + 1 : null, content })),
    );
    await insertRows(
      db,
      'document_text_chunks',
      { document_id: 'uuid', chunk: 'int', page: 'int', content: 'text' },
      chunks,
    );
  });

  // As autovacuum would have by now on PostgreSQL (PGlite never runs it): statistics, the visibility
  // map, and the GIN indexes' pending lists merged.
  await timed('vacuum', () => db.execute(sql`VACUUM ANALYZE`));

  const [counts] = (
    await db.execute(sql`SELECT (SELECT count(*)::int FROM users) AS members,
      (SELECT count(*)::int FROM conversations) AS conversations,
      (SELECT count(*)::int FROM messages) AS messages, (SELECT count(*)::int FROM posts) AS posts,
      (SELECT count(*)::int FROM comments) AS comments, (SELECT count(*)::int FROM tasks) AS tasks,
      (SELECT count(*)::int FROM documents) AS documents,
      (SELECT count(*)::int FROM document_text_chunks) AS "documentPages",
      (SELECT count(*)::int FROM search_terms) AS "lexiconTerms"`)
  ).rows;
  const readerId = reader.userId;
  const [seen] = (
    await db.execute(sql`SELECT
      (SELECT count(*)::int FROM conversation_participants WHERE user_id = ${readerId}::uuid) AS conversations,
      (SELECT count(*)::int FROM messages m JOIN conversation_participants p
         ON p.conversation_id = m.conversation_id AND p.user_id = ${readerId}::uuid) AS messages,
      (SELECT count(*)::int FROM project_members WHERE user_id = ${readerId}::uuid) AS projects,
      (SELECT count(*)::int FROM tasks t JOIN project_members p ON p.project_id = t.project_id AND p.user_id = ${readerId}::uuid) AS tasks,
      (SELECT count(*)::int FROM documents WHERE owner_id = ${readerId}::uuid) AS documents`)
  ).rows;
  return { counts, reader: seen, timings };
}
