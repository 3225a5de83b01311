import { Redis } from 'ioredis';

export interface RedisConnectOptions {
  /**
   * Starts every key (REDIS_KEY_PREFIX, `teamhub:` by default), so one Redis can serve other apps or
   * deployments too; tests give each app its own, to share one Redis without meeting.
   */
  keyPrefix: string;
  /** Connection trouble after the first connect (ioredis reconnects by itself meanwhile). */
  onError: (error: Error) => void;
}

/**
 * Connects to REDIS_URL and waits until it answers, so a wrong URL stops the server at start with a
 * readable message rather than later in a request. Keys get `keyPrefix` (ioredis adds it to every
 * command's keys, scripts' KEYS too); channel names do not, so callers prefix those themselves.
 */
export async function connectRedis(url: string, options: RedisConnectOptions): Promise<Redis> {
  const client = new Redis(url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    // A command waits through a short outage, then fails rather than hanging a request.
    maxRetriesPerRequest: 3,
    connectionName: 'teamhub',
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not reach Redis at REDIS_URL (${redactedUrl(url)}): ${reason}`, { cause: error });
  }
  client.on('error', options.onError);
  return client;
}

/** The key prefix a client was made with ('' when none): channel names and stream options follow it. */
export const keyPrefixOf = (client: Redis): string => client.options.keyPrefix ?? '';

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable URL';
  }
}
