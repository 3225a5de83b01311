import { pickLanguage, projectRoom, translateServerMessage, type Language } from '@teamhub/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { ProjectsNamespace } from '../../realtime/namespaces.js';
import { membershipOr404 } from './projects.policy.js';
import type { ProjectsRepository } from './projects.repository.js';

type Answer = { success: boolean; message?: string };

const ROOM_PREFIX = projectRoom('');
const projectIdOf = (payload: unknown): unknown =>
  payload && typeof payload === 'object' ? (payload as { projectId?: unknown }).projectId : undefined;

/**
 * The /projects commands: join-project (the live room of an open board, members only; anyone else
 * is refused and joins nothing) and leave-project. Refusals are answered in the language of the
 * socket's handshake.
 */
export function registerProjectHandlers(
  namespace: ProjectsNamespace,
  projects: ProjectsRepository,
  logError: (error: unknown) => void,
) {
  namespace.on('connection', (socket) => {
    const user = socket.data.user;
    const language: Language = pickLanguage(socket.handshake.headers['accept-language']);
    const answer = (ack: unknown, value: Answer) => {
      if (typeof ack === 'function') (ack as (answer: Answer) => void)(value);
    };

    // A recovered connection gets its rooms back as they were when it dropped: leave those of
    // projects the user lost meanwhile.
    if (socket.recovered) {
      const ids = [...socket.rooms]
        .filter((room) => room.startsWith(ROOM_PREFIX))
        .map((room) => room.slice(ROOM_PREFIX.length));
      Promise.all(ids.map(async (id) => ({ id, kept: await projects.findMembership(id, user.id) })))
        .then((found) => {
          for (const { id, kept } of found) if (!kept) void socket.leave(projectRoom(id));
        })
        .catch(logError);
    }

    socket.on('join-project', (payload, ack) => {
      membershipOr404(projects, projectIdOf(payload), user.id)
        .then(async ({ projectId }) => {
          await socket.join(projectRoom(projectId));
          answer(ack, { success: true });
        })
        .catch((error: unknown) => {
          if (!(error instanceof HttpError)) logError(error);
          const key = error instanceof HttpError ? error.message : 'common.internal';
          const message = translateServerMessage(key, language);
          answer(ack, { success: false, message });
          if (typeof ack !== 'function') socket.emit('error', { message });
        });
    });

    socket.on('leave-project', (payload) => {
      const id = projectIdOf(payload);
      if (typeof id === 'string') void socket.leave(projectRoom(id.toLowerCase()));
    });
  });
}
