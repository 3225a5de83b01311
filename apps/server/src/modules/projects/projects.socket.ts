import { myProjectsRoom, pickLanguage, projectRoom, translateServerMessage, type Language } from '@teamhub/contracts';
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
 * is refused and joins nothing), leave-project, and join-my-projects / leave-my-projects (the rooms of
 * every project the user is in, for the calendar across projects). Refusals are answered in the
 * language of the socket's handshake.
 *
 * A project's room may be held for two reasons at once: its board was joined, or the socket is in
 * my-projects mode (it is then in the user's myProjectsRoom, through which project-events.ts joins it
 * to projects the user gets later). Leaving for one reason keeps the room while the other holds.
 * Each socket's commands run one after the other, so a quick leave then join ends joined.
 */
export function registerProjectHandlers(
  namespace: ProjectsNamespace,
  projects: ProjectsRepository,
  logError: (error: unknown) => void,
) {
  namespace.on('connection', (socket) => {
    const user = socket.data.user;
    const allRoom = myProjectsRoom(user.id);
    const language: Language = pickLanguage(socket.handshake.headers['accept-language']);
    /** The projects whose board this socket joined. */
    const boards = new Set<string>();
    let queue: Promise<void> = Promise.resolve();

    const answer = (ack: unknown, value: Answer) => {
      if (typeof ack === 'function') (ack as (answer: Answer) => void)(value);
    };
    /** Runs a command after the socket's earlier ones; a refusal or failure is answered, never thrown. */
    const handle = (ack: unknown, run: () => Promise<void>) => {
      queue = queue
        .then(async () => {
          await run();
          answer(ack, { success: true });
        })
        .catch((error: unknown) => {
          if (!(error instanceof HttpError)) logError(error);
          const key = error instanceof HttpError ? error.message : 'common.internal';
          const message = translateServerMessage(key, language);
          answer(ack, { success: false, message });
          if (typeof ack !== 'function') socket.emit('error', { message });
        });
    };
    const joinedProjectIds = () =>
      [...socket.rooms].filter((room) => room.startsWith(ROOM_PREFIX)).map((room) => room.slice(ROOM_PREFIX.length));

    // A recovered connection gets its rooms back as they were when it dropped: leave those of
    // projects the user lost meanwhile. Outside my-projects mode every project room it got back is a
    // board's; in that mode they count as the mode's (the web client joins its board again on connect).
    if (socket.recovered) {
      const ids = joinedProjectIds();
      if (!socket.rooms.has(allRoom)) for (const id of ids) boards.add(id);
      // Queued before any command of the new connection; a failure is only logged, as nobody asked.
      queue = queue
        .then(async () => {
          const kept = new Set(await projects.idsFor(user.id));
          for (const id of ids) {
            if (kept.has(id)) continue;
            boards.delete(id);
            await socket.leave(projectRoom(id));
          }
        })
        .catch(logError);
    }

    socket.on('join-project', (payload, ack) =>
      handle(ack, async () => {
        const { projectId } = await membershipOr404(projects, projectIdOf(payload), user.id);
        boards.add(projectId);
        await socket.join(projectRoom(projectId));
      }),
    );

    socket.on('leave-project', (payload) =>
      handle(undefined, async () => {
        const id = projectIdOf(payload);
        if (typeof id !== 'string') return;
        const projectId = id.toLowerCase();
        boards.delete(projectId);
        // In my-projects mode the socket is in the room of every project of the user's (one they lost
        // was taken out of it by project-events.ts).
        if (!socket.rooms.has(allRoom)) await socket.leave(projectRoom(projectId));
      }),
    );

    socket.on('join-my-projects', (ack) =>
      handle(ack, async () => {
        // In the mode's room before reading the memberships: a project the user gets meanwhile is either
        // read here or joined through that room.
        await socket.join(allRoom);
        const ids = await projects.idsFor(user.id);
        await socket.join(ids.map(projectRoom));
      }),
    );

    socket.on('leave-my-projects', (ack) =>
      handle(ack, async () => {
        await socket.leave(allRoom);
        for (const id of joinedProjectIds()) if (!boards.has(id)) await socket.leave(projectRoom(id));
      }),
    );
  });
}
