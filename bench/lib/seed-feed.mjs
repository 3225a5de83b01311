// Seeds a feed-sized data set with a few set-based statements (generate_series), the same SQL on
// PGlite and PostgreSQL: users, posts, top-level comments and replies, likes, and the maintained
// counts computed from the rows, so the data is what the API would have produced.
import { sql } from 'drizzle-orm';

/** A constant number written into the SQL (so that generate_series and % see integers, not parameters). */
const n = (value) => sql.raw(String(Math.trunc(Number(value))));

export const SEED = { users: 100, posts: 10_000, topLevelComments: 40_000, replies: 10_000, likesPerPost: 3 };

/** Runs the seed on an open Drizzle database; `readerId` is the user the benchmark signs in as. */
export async function seedFeed(db, readerId) {
  const { users, posts, topLevelComments, replies, likesPerPost } = SEED;
  const statements = [
    sql`INSERT INTO users (id, username, email, password_hash)
        VALUES (${readerId}::uuid, 'bench_reader', 'bench_reader@example.com', 'not-a-hash')`,
    sql`INSERT INTO users (username, email, password_hash, avatar, verified)
        SELECT 'bench_user_' || i, 'bench_user_' || i || '@example.com', 'not-a-hash',
               '/uploads/avatars/' || gen_random_uuid() || '.webp', i % 10 = 0
        FROM generate_series(1, ${n(users)}) AS i`,
    sql`CREATE TEMP TABLE numbered_users AS
        SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM users WHERE username LIKE 'bench_user_%'`,
    sql`INSERT INTO posts (user_id, caption, location, alt_text, media_url, thumbnail_url, media_type,
                           hide_like_count, created_at)
        SELECT u.id,
               'Post ' || i || ': ' || repeat('a caption of ordinary length ', 3),
               CASE WHEN i % 4 = 0 THEN 'Hà Nội' ELSE '' END,
               'A photo',
               '/uploads/posts/' || gen_random_uuid() || CASE WHEN i % 10 = 0 THEN '.mp4' ELSE '.webp' END,
               '/uploads/posts/' || gen_random_uuid() || '-thumb.webp',
               CASE WHEN i % 10 = 0 THEN 'video' ELSE 'image' END,
               i % 17 = 0,
               now() - make_interval(mins => i)
        FROM generate_series(0, ${n(posts - 1)}) AS i
        JOIN numbered_users AS u ON u.n = i % ${n(users)}`,
    sql`CREATE TEMP TABLE numbered_posts AS
        SELECT id, created_at, (row_number() OVER (ORDER BY created_at DESC, id DESC) - 1)::int AS n FROM posts`,
    sql`INSERT INTO comments (post_id, user_id, text, created_at)
        SELECT p.id, u.id, 'Comment ' || i || ', nice one!', p.created_at + make_interval(secs => 1 + i % 50)
        FROM generate_series(0, ${n(topLevelComments - 1)}) AS i
        JOIN numbered_posts AS p ON p.n = (i * 7919) % ${n(posts)}
        JOIN numbered_users AS u ON u.n = (i * 13) % ${n(users)}`,
    sql`CREATE TEMP TABLE numbered_comments AS
        SELECT id, post_id, user_id, created_at, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM comments`,
    sql`INSERT INTO comments (post_id, user_id, parent_id, reply_to_user_id, text, created_at)
        SELECT c.post_id, u.id, c.id, c.user_id, '@someone a reply ' || i, c.created_at + interval '1 minute'
        FROM generate_series(0, ${n(replies - 1)}) AS i
        JOIN numbered_comments AS c ON c.n = (i * 31) % ${n(topLevelComments)}
        JOIN numbered_users AS u ON u.n = (i * 7) % ${n(users)}`,
    sql`INSERT INTO post_likes (post_id, user_id)
        SELECT p.id, u.id FROM numbered_posts AS p
        JOIN numbered_users AS u ON u.n < ${n(likesPerPost)} AND (p.n + u.n) % 2 = 0`,
    // The reader likes every third post and every fourth comment.
    sql`INSERT INTO post_likes (post_id, user_id) SELECT id, ${readerId}::uuid FROM numbered_posts WHERE n % 3 = 0`,
    sql`INSERT INTO comment_likes (comment_id, user_id) SELECT id, ${readerId}::uuid FROM numbered_comments WHERE n % 4 = 0`,
    sql`UPDATE posts SET likes_count = counted.n
        FROM (SELECT post_id, count(*)::int AS n FROM post_likes GROUP BY post_id) AS counted
        WHERE posts.id = counted.post_id`,
    sql`UPDATE posts SET comments_count = counted.n
        FROM (SELECT post_id, count(*)::int AS n FROM comments GROUP BY post_id) AS counted
        WHERE posts.id = counted.post_id`,
    sql`UPDATE comments SET likes_count = counted.n
        FROM (SELECT comment_id, count(*)::int AS n FROM comment_likes GROUP BY comment_id) AS counted
        WHERE comments.id = counted.comment_id`,
    sql`UPDATE users SET posts_count = counted.n
        FROM (SELECT user_id, count(*)::int AS n FROM posts GROUP BY user_id) AS counted
        WHERE users.id = counted.user_id`,
    sql`DROP TABLE numbered_users, numbered_posts, numbered_comments`,
    sql`ANALYZE`,
  ];
  // One transaction: one connection of the pool, which the temporary tables need.
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
  });
  const [counts] = await rowsOf(
    db.execute(sql`SELECT (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM comments) AS comments,
                          (SELECT count(*)::int FROM post_likes) AS likes`),
  );
  return counts;
}

/** The rows of a raw query on either driver. */
export async function rowsOf(result) {
  return (await result).rows;
}
