/**
 * Sessions that can be ended. Every signed-in request and socket handshake checks that its token's
 * session is still open; ending one takes effect at once on every process (through Redis when
 * REDIS_URL is set) and disconnects its sockets in every namespace.
 */
export interface SessionControl {
  /** Opens a session for a sign-in (register, login) and answers its token, which names it. */
  start(userId: string, client: SessionClient): Promise<string>;
  /** Ends one session of `userId`; false when they have no such session. */
  end(userId: string, sessionId: string): Promise<boolean>;
  /** Ends every session of `userId`, but `except` (the caller's own) when given. */
  endAllOf(userId: string, options?: { except?: string }): Promise<void>;
}

/** Where a sign-in comes from, as the sessions list shows it. */
export interface SessionClient {
  userAgent: string | undefined;
  ip: string;
}
