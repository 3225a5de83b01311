import { LIMITS } from '@teamhub/contracts';
import type { AppOptions } from './app-options.js';
import { createAccountModule } from './modules/account/account.module.js';
import { createAdminModule } from './modules/admin/admin.module.js';
import type { AppCore, AppModule } from './modules/app-module.js';
import { createAssistantModule } from './modules/assistant/assistant.module.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { createChatModule } from './modules/chat/chat.module.js';
import { createDocumentsModule } from './modules/documents/documents.module.js';
import { createMovieRoomModule } from './modules/movie-room/movie-room.module.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import { createPasswordsModule } from './modules/passwords/passwords.module.js';
import { createPostsModule } from './modules/posts/posts.module.js';
import { createPresenceModule } from './modules/presence/presence.module.js';
import { createProfileModule } from './modules/profile/profile.module.js';
import { createProjectsModule } from './modules/projects/projects.module.js';
import { createPushModule } from './modules/push/push.module.js';
import { createSearchModule } from './modules/search/search.module.js';
import { createStoriesModule } from './modules/stories/stories.module.js';
import { createWorkspaceSettingsModule } from './modules/workspace-settings/workspace-settings.module.js';

/**
 * Every feature, built on the shared core in the order their dependencies need, and listed in the
 * order app.ts registers them (routes, socket handlers, lifecycle). What one feature takes of another
 * is passed here, by name: nothing else crosses between features at start.
 */
export function createAppModules(core: AppCore, options: AppOptions) {
  const { mailer, appUrl } = core;
  const rateLimitMax = options.authRateLimitMax ?? 20;
  const workspace = createWorkspaceSettingsModule({
    db: core.db,
    fixed: options.signup ?? {},
    now: core.now,
    passwordResetByEmail: options.mail !== undefined,
  });
  const auth = createAuthModule({ ...core, signup: workspace.signup, rateLimitMax });
  const passwords = createPasswordsModule({ ...core, mailer, appUrl, rateLimitMax });
  const admin = createAdminModule({ ...core, workspace, mailer, appUrl });
  const push = createPushModule({ ...core, settings: options.push, onOutcome: options.onPushOutcome });
  const notifications = createNotificationsModule(core, push.notifier.notificationCreated);
  const postListeners = options.postListeners ? [options.postListeners] : [];
  const posts = createPostsModule({
    ...core,
    listeners: [notifications.postListeners, ...postListeners],
    uploadLimits: options.postUploadLimits,
  });
  const profile = createProfileModule({
    ...core,
    onFollowCreated: notifications.onFollowCreated,
    onAuthorChanged: posts.feedChanged,
  });
  // PGlite runs one statement at a time: one batch of sends in flight gathers the most into each.
  const chat = createChatModule({
    ...core,
    sendLanes: options.database.kind === 'pglite' ? 1 : 4,
    onMessageSent: push.notifier.chatMessageSent,
    reactionListeners: notifications.reactionListeners,
    threadListeners: notifications.threadListeners,
    mentionListeners: notifications.mentionListeners,
  });
  const projects = createProjectsModule({
    ...core,
    notifications: notifications.deps,
    invitationsPerHour: options.projectInvitationsPerHour,
    onInvitationCreated: options.onProjectInvitationCreated,
    reminderIntervalMs: options.taskReminderIntervalMs,
  });
  const stories = createStoriesModule({ ...core, chat: chat.deps, uploadLimits: options.storyUploadLimits });
  const documents = createDocumentsModule({
    ...core,
    chat: chat.deps,
    quotaBytes: options.documentsQuotaBytes ?? LIMITS.documents.defaultQuotaMb * 1024 * 1024,
  });
  const movieRoom = createMovieRoomModule({
    ...core,
    playbackNow: () => core.now().getTime(),
    iceServers: options.iceServers ?? [],
  });
  const searchModule = createSearchModule(core, options.database.kind);
  const assistant = createAssistantModule({ ...core, options: options.assistant, search: searchModule.deps });
  const account = createAccountModule({
    ...core,
    conversations: chat.deps.conversations,
    projects: projects.deps,
    onFeedChanged: posts.feedChanged,
  });
  const modules: AppModule[] = [
    auth,
    passwords,
    workspace,
    admin,
    profile,
    posts,
    notifications,
    chat,
    push,
    projects,
    stories,
    documents,
    movieRoom,
    createPresenceModule(core),
    searchModule,
    assistant,
    account,
  ];
  return { modules, sweepStories: stories.sweep, sendTaskReminders: projects.sendReminders };
}
