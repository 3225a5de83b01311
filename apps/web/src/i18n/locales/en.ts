import { appEn, pagesEn } from '../../app/app.en';
import { installableEn } from '../../app/installable/installable.en';
import { kitEn } from '../../components/kit.en';
import { assistantEn } from '../../features/assistant/assistant.en';
import { authEn } from '../../features/auth/auth.en';
import { signupEn } from '../../features/auth/signup.en';
import { commentsEn, feedEn, postEn } from '../../features/feed/feed.en';
import { navEn, welcomeEn } from '../../features/layout/layout.en';
import { notificationsEn } from '../../features/notifications/notifications.en';
import { passwordsEn } from '../../features/passwords/passwords.en';
import { createPostEn } from '../../features/posts/posts.en';
import { editProfileEn, profileEn } from '../../features/profile/profile.en';
import { accountEn } from '../../features/settings/account/account.en';
import { securityEn } from '../../features/settings/security/security.en';
import { pushSettingsEn } from '../../features/settings/notifications/notifications-settings.en';
import { settingsEn } from '../../features/settings/settings.en';
import { storiesEn } from '../../features/stories/stories.en';
import type { TranslationShape } from './vi';

export const en: TranslationShape = {
  app: appEn,
  installable: installableEn,
  kit: kitEn,
  auth: authEn,
  nav: navEn,
  notifications: notificationsEn,
  createPost: createPostEn,
  feed: feedEn,
  post: postEn,
  comments: commentsEn,
  pages: pagesEn,
  profile: profileEn,
  editProfile: editProfileEn,
  signup: signupEn,
  stories: storiesEn,
  assistant: assistantEn,
  passwords: passwordsEn,
  security: securityEn,
  account: accountEn,
  pushSettings: pushSettingsEn,
  settings: settingsEn,
  welcome: welcomeEn,
};
