import { and, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documents, movieRoomMessages, movieRoomPlays, movieRooms, posts, users } from '../../db/schema/index.js';
import type { MovieRoomRow } from '../../db/schema/index.js';

/** `%` and `_` typed in a search mean themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;

export interface RoomHost {
  id: string;
  username: string;
  avatar: string;
}
export type RoomWithHost = MovieRoomRow & { host: RoomHost };

/** What a room stores of its movie (the `movie_*` columns). */
export interface StoredMovie {
  movieKey: string;
  movieSource: 'post' | 'document' | 'link';
  movieTitle: string;
  moviePoster: string;
  movieUrl: string | null;
  movieDuration: number | null;
  movieSelectedAt: Date;
}

export interface RoomMessageRow {
  id: string;
  roomId: string;
  message: string;
  createdAt: Date;
  user: RoomHost;
}

/** A library movie as the lists read it, with its play count. */
export interface LibraryRow {
  source: 'post' | 'document';
  id: string;
  /** The post's caption or the document's name. */
  text: string;
  mediaUrl: string;
  plays: number;
  createdAt: Date;
}

const hostColumns = { id: users.id, username: users.username, avatar: users.avatar };

/** Rooms, their chat and the library's play counts; the services have checked who may do what. */
export function createMovieRoomRepository(db: Database) {
  return {
    async findRoom(roomId: string): Promise<RoomWithHost | undefined> {
      const [row] = await db
        .select({ room: movieRooms, host: hostColumns })
        .from(movieRooms)
        .innerJoin(users, eq(users.id, movieRooms.hostId))
        .where(eq(movieRooms.roomId, roomId))
        .limit(1);
      return row && { ...row.room, host: row.host };
    },

    /** Inserts a room; a room with that id already there is a unique violation (the caller maps it to 409). */
    async insertRoom(values: { roomId: string; name: string; description: string; hostId: string }) {
      await db.insert(movieRooms).values(values);
    },

    /** Stores the room's movie and, for a library movie, counts the choice, in one transaction. */
    async setMovie(roomId: string, movie: StoredMovie, play?: { source: 'post' | 'document'; movieId: string }) {
      await db.transaction(async (tx) => {
        await tx
          .update(movieRooms)
          .set({ ...movie, updatedAt: movie.movieSelectedAt })
          .where(eq(movieRooms.roomId, roomId));
        if (play) {
          await tx
            .insert(movieRoomPlays)
            .values({ ...play, plays: 1, lastPlayedAt: movie.movieSelectedAt })
            .onConflictDoUpdate({
              target: [movieRoomPlays.source, movieRoomPlays.movieId],
              set: { plays: sql`${movieRoomPlays.plays} + 1`, lastPlayedAt: movie.movieSelectedAt },
            });
        }
      });
    },

    async findPost(id: string) {
      const [row] = await db
        .select({ id: posts.id, caption: posts.caption, mediaUrl: posts.mediaUrl, mediaType: posts.mediaType })
        .from(posts)
        .where(eq(posts.id, id))
        .limit(1);
      return row;
    },

    async insertMessage(values: { roomId: string; userId: string; message: string }) {
      const [row] = await db.insert(movieRoomMessages).values(values).returning();
      if (!row) throw new Error('movie room message insert returned nothing');
      return row;
    },

    async countMessages(roomId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(movieRoomMessages)
        .where(eq(movieRoomMessages.roomId, roomId));
      return Number(row?.total ?? 0);
    },

    /** One page of the room's chat, newest first, with each author (one query). */
    async messagesPage(roomId: string, limit: number, offset: number): Promise<RoomMessageRow[]> {
      const rows = await db
        .select({
          id: movieRoomMessages.id,
          roomId: movieRoomMessages.roomId,
          message: movieRoomMessages.message,
          createdAt: movieRoomMessages.createdAt,
          user: hostColumns,
        })
        .from(movieRoomMessages)
        .innerJoin(users, eq(users.id, movieRoomMessages.userId))
        .where(eq(movieRoomMessages.roomId, roomId))
        .orderBy(desc(movieRoomMessages.createdAt), desc(movieRoomMessages.id))
        .limit(limit)
        .offset(offset);
      return rows;
    },

    /** Feed posts whose media is a video (everyone's), most chosen first, then newest; `text` filters captions. */
    async libraryPosts(limit: number, text?: string): Promise<LibraryRow[]> {
      const plays = sql<number>`coalesce(${movieRoomPlays.plays}, 0)`.mapWith(Number);
      return db
        .select({
          source: sql<'post'>`'post'`,
          id: posts.id,
          text: posts.caption,
          mediaUrl: posts.mediaUrl,
          plays,
          createdAt: posts.createdAt,
        })
        .from(posts)
        .leftJoin(movieRoomPlays, and(eq(movieRoomPlays.source, 'post'), eq(movieRoomPlays.movieId, posts.id)))
        .where(
          and(eq(posts.mediaType, 'video'), text ? like(sql`lower(${posts.caption})`, likePattern(text)) : undefined),
        )
        .orderBy(desc(plays), desc(posts.createdAt), desc(posts.id))
        .limit(limit);
    },

    /** The owner's video documents out of the trash, most chosen first, then newest; `text` filters names. */
    async libraryDocuments(ownerId: string, limit: number, text?: string): Promise<LibraryRow[]> {
      const plays = sql<number>`coalesce(${movieRoomPlays.plays}, 0)`.mapWith(Number);
      return db
        .select({
          source: sql<'document'>`'document'`,
          id: documents.id,
          text: documents.name,
          mediaUrl: sql<string>`''`,
          plays,
          createdAt: documents.createdAt,
        })
        .from(documents)
        .leftJoin(movieRoomPlays, and(eq(movieRoomPlays.source, 'document'), eq(movieRoomPlays.movieId, documents.id)))
        .where(
          and(
            eq(documents.ownerId, ownerId),
            isNull(documents.trashedAt),
            like(documents.mimeType, 'video/%'),
            text ? like(sql`lower(${documents.name})`, likePattern(text)) : undefined,
          ),
        )
        .orderBy(desc(plays), desc(documents.createdAt), desc(documents.id))
        .limit(limit);
    },
  };
}

export type MovieRoomRepository = ReturnType<typeof createMovieRoomRepository>;
