import { LANGUAGES, SERVER_MESSAGES } from '@teamhub/contracts';
import { ApiError } from '../../lib/api-error';

export type StoryUploadErrorKey = 'tooLarge' | 'invalid' | 'network' | 'failed';

export interface StoryUploadErrorMessage {
  key: StoryUploadErrorKey;
  /** For a 400 about something other than the file (a caption too long…): the server's own words. */
  serverMessage?: string;
}

/** The server's 400s that are about the file itself: the specification's text says it better. */
const MEDIA_MESSAGES = new Set<string>(
  (['story.mediaUnsupported', 'story.mediaRequired'] as const).flatMap((key) =>
    LANGUAGES.map((language) => SERVER_MESSAGES[key][language]),
  ),
);
/** What XHR reports when the answer carried no message of its own. */
const BARE_STATUS_TEXT = 'bad request';

/**
 * The upload alerts of specification section 8 ('Stories'), by status: 413, 400, no answer at all
 * (network failure or the 60 s timeout), anything else.
 */
export function storyUploadErrorMessage(error: unknown): StoryUploadErrorMessage {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.status === 0) return { key: 'network' };
  if (error.status === 413) return { key: 'tooLarge' };
  if (error.status === 400) {
    const serverMessage = (error.joinedErrors ?? error.message).trim();
    const readable =
      serverMessage && !MEDIA_MESSAGES.has(serverMessage) && serverMessage.toLowerCase() !== BARE_STATUS_TEXT;
    return readable ? { key: 'invalid', serverMessage } : { key: 'invalid' };
  }
  return { key: 'failed' };
}
