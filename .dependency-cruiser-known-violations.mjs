/**
 * TEMPORARY: imports that break a rule in .dependency-cruiser.mjs today and that another part of issue 26
 * is removing, each group naming the helper branch fixing it. dependency-cruiser reports these as
 * ignored instead of failing. Delete each group once its branch is merged (and this file, with its
 * import in .dependency-cruiser.mjs, once the list is empty); any new breach fails the check at once.
 */

const dependency = (rule, from, to) => ({ type: 'dependency', from, to, rule: { name: rule, severity: 'error' } });
const server = (path) => `apps/server/src/${path}`;
const feature = (path) => `apps/web/src/features/${path}`;

/** "sockets": realtime/presence-announcer.ts and realtime/socket-server.ts import each other. */
const socketsBranch = [
  {
    type: 'cycle',
    from: server('realtime/presence-announcer.ts'),
    to: server('realtime/socket-server.ts'),
    rule: { name: 'no-cycles', severity: 'error' },
    cycle: [server('realtime/socket-server.ts'), server('realtime/presence-announcer.ts')].map((name) => ({
      name,
      dependencyTypes: [],
    })),
  },
];

/** "webkit": shared components that read the session, and features reaching into other features' insides. */
const webkitBranch = [
  dependency(
    'web-shared-code-imports-no-feature',
    'apps/web/src/components/ServerUnreachable.tsx',
    feature('auth/session/useSession.ts'),
  ),
  dependency(
    'web-shared-code-imports-no-feature',
    'apps/web/src/components/UserLink.tsx',
    feature('auth/session/useSession.ts'),
  ),
  ...[
    ['admin/AdminPage.tsx', 'auth/session/useSession.ts'],
    ['admin/components/AdminNotices.tsx', 'auth/session/useSession.ts'],
    ['admin/components/MemberItem.tsx', 'auth/session/useSession.ts'],
    ['admin/components/MemberItem.tsx', 'passwords/components/ResetLinkButton.tsx'],
    ['admin/hooks/useAdminMembers.ts', 'auth/session/useSession.ts'],
    ['admin/hooks/useSignupSettings.ts', 'auth/session/useSession.ts'],
    ['assistant/hooks/useAssistantChat.ts', 'auth/session/useSession.ts'],
    ['auth/RegisterPage.tsx', 'admin/admin-notices-storage.ts'],
    ['auth/session/SessionProvider.tsx', 'settings/theme/apply-theme.ts'],
    ['chat/components/ConversationAvatar.tsx', 'auth/session/useSession.ts'],
    ['chat/components/ConversationItem.tsx', 'auth/session/useSession.ts'],
    ['chat/components/ConversationSidebar.tsx', 'auth/session/useSession.ts'],
    ['chat/components/MembersSection.tsx', 'auth/session/useSession.ts'],
    ['chat/components/MessageList.tsx', 'auth/session/useSession.ts'],
    ['chat/components/MessageList.tsx', 'projects/components/CreateTaskFromMessage.tsx'],
    ['chat/components/ReplyPreview.tsx', 'auth/session/useSession.ts'],
    ['chat/hooks/ChatSocketProvider.tsx', 'auth/session/useSession.ts'],
    ['chat/hooks/useChatRealtime.ts', 'auth/session/useSession.ts'],
    ['chat/hooks/useConversationActions.ts', 'auth/session/useSession.ts'],
    ['chat/hooks/useConversationTitle.ts', 'auth/session/useSession.ts'],
    ['chat/hooks/usePresence.ts', 'auth/session/useSession.ts'],
    ['chat/hooks/useTyping.ts', 'auth/session/useSession.ts'],
    ['documents/components/ShareChatDialog.tsx', 'auth/session/useSession.ts'],
    ['documents/components/ShareChatDialog.tsx', 'chat/utils/conversation-display.ts'],
    ['feed/components/CommentsDialog.tsx', 'auth/session/useSession.ts'],
    ['feed/FeedPage.tsx', 'stories/components/StoryStrip.tsx'],
    ['feed/hooks/useFeedRealtime.ts', 'auth/session/useSession.ts'],
    ['feed/hooks/useFeedRealtime.ts', 'realtime/useRealtime.ts'],
    ['feed/hooks/useWatchPresence.ts', 'realtime/useRealtime.ts'],
    ['layout/components/AccountBlock.tsx', 'auth/session/useSession.ts'],
    ['layout/components/MobileTopBar.tsx', 'auth/session/useSession.ts'],
    ['layout/components/NotificationPanel.tsx', 'notifications/components/NotificationCenter.tsx'],
    ['layout/components/Sidebar.tsx', 'auth/session/useSession.ts'],
    ['layout/components/WelcomeSticker.tsx', 'auth/session/useSession.ts'],
    ['layout/MainLayout.tsx', 'admin/components/AdminNotices.tsx'],
    ['layout/MainLayout.tsx', 'assistant/components/AssistantBubble.tsx'],
    ['layout/MainLayout.tsx', 'notifications/hooks/useNotificationQueries.ts'],
    ['layout/MainLayout.tsx', 'notifications/NotificationsBridge.tsx'],
    ['layout/MainLayout.tsx', 'posts/components/CreatePostWizard.tsx'],
    ['layout/MainLayout.tsx', 'realtime/RealtimeProvider.tsx'],
    ['movie-room/components/MovieRoomView.tsx', 'auth/session/useSession.ts'],
    ['notifications/components/NotificationCenter.tsx', 'realtime/useRealtime.ts'],
    ['notifications/NotificationsBridge.tsx', 'realtime/useRealtime.ts'],
    ['passwords/components/StateScreen.tsx', 'auth/components/auth.module.css'],
    ['passwords/ForgotPasswordPage.tsx', 'auth/auth-error-message.ts'],
    ['passwords/ForgotPasswordPage.tsx', 'auth/components/auth.module.css'],
    ['passwords/ForgotPasswordPage.tsx', 'auth/components/AuthLayout.tsx'],
    ['passwords/ForgotPasswordPage.tsx', 'auth/components/FormError.tsx'],
    ['passwords/ResetPasswordPage.tsx', 'auth/auth-error-message.ts'],
    ['passwords/ResetPasswordPage.tsx', 'auth/components/auth.module.css'],
    ['passwords/ResetPasswordPage.tsx', 'auth/components/AuthLayout.tsx'],
    ['passwords/ResetPasswordPage.tsx', 'auth/components/FormError.tsx'],
    ['passwords/ResetPasswordPage.tsx', 'auth/components/PasswordField.tsx'],
    ['posts/components/DetailsStep.tsx', 'auth/session/useSession.ts'],
    ['posts/hooks/useSharePost.ts', 'feed/post-lists.ts'],
    ['posts/hooks/useSharePost.ts', 'profile/api.ts'],
    ['profile/components/EditProfileForm.tsx', 'auth/session/useSession.ts'],
    ['profile/components/ProfilePosts.tsx', 'feed/hooks/useLoadMoreSentinel.ts'],
    ['profile/components/ProfilePosts.tsx', 'feed/post-media.ts'],
    ['profile/hooks/useProfile.ts', 'auth/session/useSession.ts'],
    ['profile/hooks/useUpdateCurrentUser.ts', 'auth/session/session-context.ts'],
    ['profile/hooks/useUserPosts.ts', 'feed/api.ts'],
    ['profile/hooks/useUserPosts.ts', 'feed/feed-cache.ts'],
    ['projects/components/MembersDialog.tsx', 'auth/session/useSession.ts'],
    ['projects/hooks/useProjectsRealtime.ts', 'auth/session/useSession.ts'],
    ['realtime/RealtimeProvider.tsx', 'auth/session/useSession.ts'],
    ['settings/account/DeleteAccountDialog.tsx', 'auth/session/useSession.ts'],
    ['settings/components/ThemeOptions.tsx', 'auth/session/useSession.ts'],
    ['settings/hooks/useSaveTheme.ts', 'auth/session/session-context.ts'],
    ['settings/security/ChangePasswordForm.tsx', 'auth/components/auth.module.css'],
    ['settings/security/ChangePasswordForm.tsx', 'auth/components/FormError.tsx'],
    ['settings/security/ChangePasswordForm.tsx', 'auth/components/PasswordField.tsx'],
    ['settings/SettingsPage.tsx', 'auth/session/useSession.ts'],
    ['stories/components/EffectToggles.tsx', 'posts/components/ToggleRow.tsx'],
    ['stories/components/StoryDetailsFields.tsx', 'posts/caption-counter.ts'],
    ['stories/components/StoryReplyBox.tsx', 'chat/api.ts'],
    ['stories/components/StoryStrip.tsx', 'auth/session/useSession.ts'],
    ['stories/components/StoryViewer.tsx', 'auth/session/useSession.ts'],
    ['stories/components/StoryViewer.tsx', 'realtime/useRealtime.ts'],
    ['stories/components/StoryViewerHeader.tsx', 'feed/components/RelativeTime.tsx'],
    ['stories/components/StoryViewersDialog.tsx', 'feed/components/RelativeTime.tsx'],
    ['stories/hooks/useShareStory.ts', 'auth/session/useSession.ts'],
    ['stories/hooks/useStoriesRealtime.ts', 'realtime/useRealtime.ts'],
  ].map(([from, to]) => dependency('web-feature-imports-another-through-its-index', feature(from), feature(to))),
];

export const knownViolations = [...socketsBranch, ...webkitBranch];
