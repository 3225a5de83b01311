import { translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import type { StoriesServiceDeps } from './stories.deps.js';
import { createStory, deleteStory, listStories, listViewers, replyToStory, viewStory } from './stories.service.js';
import { receiveStoryUpload } from './story-media.js';

const tag = 'stories';
const gone = 'An unknown or malformed id, and a story past its expiresAt, answer 404.';

/** /api/stories: the strip, sharing, views, viewers, deleting and replies. Live events come over /notifications. */
export async function storiesRoutes(app: FastifyInstance, deps: StoriesServiceDeps) {
  const ok = <T>(data: T) => ({ success: true as const, data });

  apiRoute(
    app,
    'POST /api/stories',
    {
      tag,
      summary: 'Share a story for 24 hours: a picture or a video with a caption, filters and texts',
      description:
        'The file is checked by its bytes: JPEG, PNG, GIF and WebP pictures (stored as WebP, at most 1080 px wide, without metadata) up to 20 MB, MP4, MOV and WebM videos (stored as sent) up to 100 MB. `filters` and `textOverlays` are JSON texts. A 400 names the first field at fault as its message. Everyone else gets `new-story`.',
      errors: [400, 413],
    },
    async (request) => {
      const received = await receiveStoryUpload(request, deps.media.tempPath(), deps.uploadLimits);
      const story = await createStory(deps, request.user, received);
      const message = translateServerMessage('story.created', request.language);
      return { success: true as const, message, data: { story } };
    },
  );

  apiRoute(
    app,
    'GET /api/stories',
    { tag, summary: 'The story strip: unexpired stories grouped by author', errors: [] },
    async (request) => ok({ stories: await listStories(deps, request.user) }),
  );

  apiRoute(
    app,
    'POST /api/stories/:id/view',
    {
      tag,
      summary: 'Mark a story opened by the caller (again: no change)',
      description: `${gone} The author hears of another person's first view (\`story-viewed\`).`,
      errors: [404],
    },
    async (request) => ok(await viewStory(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'GET /api/stories/:id/viewers',
    {
      tag,
      summary: 'Who opened the caller’s story, most recent first (its author only)',
      description: `${gone} Anyone but the author gets 403.`,
      errors: [403, 404],
    },
    async (request) => ok(await listViewers(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'DELETE /api/stories/:id',
    {
      tag,
      summary: 'Delete a story with its file (its author only)',
      description: `${gone} Anyone but the author gets 403. Everyone gets \`story-deleted\`.`,
      errors: [403, 404],
    },
    async (request) => ({
      ...ok(await deleteStory(deps, request.user.id, request.params.id)),
      message: translateServerMessage('story.deleted', request.language),
    }),
  );

  apiRoute(
    app,
    'POST /api/stories/:id/reply',
    {
      tag,
      summary: 'Reply to a story: a message to its author in your direct conversation, quoting the story',
      description: `${gone} Replying to one's own story is 400. The conversation is opened when there is none; both people get \`new-message\` on /chat.`,
      errors: [400, 404],
    },
    async (request) => ok(await replyToStory(deps, request.user.id, request.params.id, request.body)),
  );
}
