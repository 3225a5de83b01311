/**
 * The web app's paths that open a hit exactly where it is (the web reads these parameters: chat's `c`,
 * `message` and `thread`, the feed's `highlight` and `comment`, the board's `project` and `task`, documents'
 * `folder`, `preview` and `page`).
 */
const path = (base: string, params: Record<string, string | number | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) query.set(key, String(value));
  return `${base}?${query.toString()}`;
};

export const searchLinks = {
  /** A reply in a thread opens the thread beside its root, as its notification does (chatNotificationLink). */
  message: (conversationId: string, messageId: string, threadRootId: string | null) =>
    path(
      '/chat',
      threadRootId
        ? { c: conversationId, message: threadRootId, thread: threadRootId }
        : { c: conversationId, message: messageId },
    ),
  post: (postId: string) => path('/', { highlight: postId }),
  comment: (postId: string, commentId: string) => path('/', { highlight: postId, comment: commentId }),
  task: (projectId: string, taskId: string) => path('/projects', { project: projectId, task: taskId }),
  document: (documentId: string, folderId: string | null, page: number | null) =>
    path('/documents', { folder: folderId, preview: documentId, page }),
  person: (userId: string) => `/profile/${userId}`,
  project: (projectId: string) => path('/projects', { project: projectId }),
};
