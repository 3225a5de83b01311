import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import {
  createStoryFieldsSchema,
  storyCreatedAnswerSchema,
  storyListAnswerSchema,
  storyRefSchema,
  storyReplyAnswerSchema,
  storyReplyBodySchema,
  storyViewedAnswerSchema,
  storyViewersAnswerSchema,
} from './stories.js';

/** /api/stories: the strip, sharing, views, viewers, deleting and replies. */
export const storiesEndpoints = defineEndpoints({
  'POST /api/stories': {
    multipart: createStoryFieldsSchema.extend({
      filters: z.string().optional().describe('JSON: the filters object (see StoryView.filters).'),
      textOverlays: z.string().optional().describe('JSON: a list of { text, x, y, fontSize, color, fontFamily }.'),
      media: z.file().describe('The picture or video.'),
    }),
    status: 201,
    data: storyCreatedAnswerSchema,
    withMessage: true,
  },
  'GET /api/stories': { data: storyListAnswerSchema },
  'POST /api/stories/:id/view': { data: storyViewedAnswerSchema },
  'GET /api/stories/:id/viewers': { data: storyViewersAnswerSchema },
  'DELETE /api/stories/:id': { data: storyRefSchema, withMessage: true },
  'POST /api/stories/:id/reply': { body: storyReplyBodySchema, status: 201, data: storyReplyAnswerSchema },
});
