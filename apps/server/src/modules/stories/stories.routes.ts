import { translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { StoriesServiceDeps } from './stories.deps.js';
import { storiesDocs } from './stories.docs.js';
import { createStory, deleteStory, listStories, listViewers, replyToStory, viewStory } from './stories.service.js';
import { receiveStoryUpload } from './story-media.js';

type IdParams = { Params: { id: string } };

/** /api/stories: the strip, sharing, views, viewers, deleting and replies. Every route needs a sign-in. */
export async function storiesRoutes(app: FastifyInstance, deps: StoriesServiceDeps) {
  const signedIn = { preHandler: app.authenticate };
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.post('/', { ...signedIn, ...storiesDocs.create }, async (request, reply) => {
    const received = await receiveStoryUpload(request, deps.media.tempPath(), deps.uploadLimits);
    const story = await createStory(deps, request.user, received);
    const message = translateServerMessage('story.created', request.language);
    return reply.status(201).send({ success: true, message, data: { story } });
  });

  app.get('/', { ...signedIn, ...storiesDocs.list }, async (request) =>
    ok({ stories: await listStories(deps, request.user) }),
  );

  app.post<IdParams>('/:id/view', { ...signedIn, ...storiesDocs.view }, async (request) =>
    ok(await viewStory(deps, request.user.id, request.params.id)),
  );

  app.get<IdParams>('/:id/viewers', { ...signedIn, ...storiesDocs.viewers }, async (request) =>
    ok(await listViewers(deps, request.user.id, request.params.id)),
  );

  app.delete<IdParams>('/:id', { ...signedIn, ...storiesDocs.delete }, async (request) => ({
    ...ok(await deleteStory(deps, request.user.id, request.params.id)),
    message: translateServerMessage('story.deleted', request.language),
  }));

  app.post<IdParams>('/:id/reply', { ...signedIn, ...storiesDocs.reply }, async (request, reply) =>
    reply.status(201).send(ok(await replyToStory(deps, request.user.id, request.params.id, request.body))),
  );
}
