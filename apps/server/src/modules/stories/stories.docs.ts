import {
  createStoryFieldsSchema,
  storyCreatedAnswerSchema,
  storyListAnswerSchema,
  storyRefSchema,
  storyReplyAnswerSchema,
  storyReplyBodySchema,
  storyViewedAnswerSchema,
  storyViewersAnswerSchema,
} from '@teamhub/contracts';
import { z } from 'zod';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'stories';
const story = pathParams('id');
const gone = 'An unknown or malformed id, and a story past its expiresAt, answer 404.';

/** OpenAPI descriptions of /api/stories (stories.routes.ts). Live events come over the /notifications socket. */
export const storiesDocs = {
  create: documented({
    tag,
    summary: 'Share a story for 24 hours: a picture or a video with a caption, filters and texts',
    description:
      'The file is checked by its bytes: JPEG, PNG, GIF and WebP pictures (stored as WebP, at most 1080 px wide, without metadata) up to 20 MB, MP4, MOV and WebM videos (stored as sent) up to 100 MB. `filters` and `textOverlays` are JSON texts. A 400 names the first field at fault as its message. Everyone else gets `new-story`.',
    multipart: createStoryFieldsSchema.extend({
      filters: z.string().optional().describe('JSON: the filters object (see StoryView.filters).'),
      textOverlays: z.string().optional().describe('JSON: a list of { text, x, y, fontSize, color, fontFamily }.'),
      media: z.file().describe('The picture or video.'),
    }),
    status: 201,
    data: storyCreatedAnswerSchema,
    withMessage: true,
    errors: [400, 413],
  }),
  list: documented({
    tag,
    summary: 'The story strip: unexpired stories grouped by author',
    data: storyListAnswerSchema,
    errors: [],
  }),
  view: documented({
    tag,
    summary: 'Mark a story opened by the caller (again: no change)',
    description: `${gone} The author hears of another person's first view (\`story-viewed\`).`,
    params: story,
    data: storyViewedAnswerSchema,
    errors: [404],
  }),
  viewers: documented({
    tag,
    summary: 'Who opened the caller’s story, most recent first (its author only)',
    description: `${gone} Anyone but the author gets 403.`,
    params: story,
    data: storyViewersAnswerSchema,
    errors: [403, 404],
  }),
  delete: documented({
    tag,
    summary: 'Delete a story with its file (its author only)',
    description: `${gone} Anyone but the author gets 403. Everyone gets \`story-deleted\`.`,
    params: story,
    data: storyRefSchema,
    withMessage: true,
    errors: [403, 404],
  }),
  reply: documented({
    tag,
    summary: 'Reply to a story: a message to its author in your direct conversation, quoting the story',
    description: `${gone} Replying to one's own story is 400. The conversation is opened when there is none; both people get \`new-message\` on /chat.`,
    params: story,
    body: storyReplyBodySchema,
    status: 201,
    data: storyReplyAnswerSchema,
    errors: [400, 404],
  }),
};
