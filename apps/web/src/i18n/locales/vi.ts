import { appVi, pagesVi } from '../../app/app.vi';
import { installableVi } from '../../app/installable/installable.vi';
import { kitVi } from '../../components/kit.vi';
import { assistantVi } from '../../features/assistant/assistant.vi';
import { authVi } from '../../features/auth/auth.vi';
import { signupVi } from '../../features/auth/signup.vi';
import { commentsVi, feedVi, postVi } from '../../features/feed/feed.vi';
import { navVi, welcomeVi } from '../../features/layout/layout.vi';
import { notificationsVi } from '../../features/notifications/notifications.vi';
import { passwordsVi } from '../../features/passwords/passwords.vi';
import { createPostVi } from '../../features/posts/posts.vi';
import { editProfileVi, profileVi } from '../../features/profile/profile.vi';
import { accountVi } from '../../features/settings/account/account.vi';
import { securityVi } from '../../features/settings/security/security.vi';
import { pushSettingsVi } from '../../features/settings/notifications/notifications-settings.vi';
import { settingsVi } from '../../features/settings/settings.vi';
import { storiesVi } from '../../features/stories/stories.vi';

/**
 * Vietnamese, the default interface language. Texts the specification quotes are kept
 * exactly as quoted there (some of them are English in the original product). The chat's, the
 * projects', the documents' and the movie room's texts load with their pages (i18n/page-strings.ts),
 * the admin's with its screens (i18n/lazy-strings.ts).
 */
export const vi = {
  app: appVi,
  installable: installableVi,
  kit: kitVi,
  auth: authVi,
  nav: navVi,
  notifications: notificationsVi,
  createPost: createPostVi,
  feed: feedVi,
  post: postVi,
  comments: commentsVi,
  pages: pagesVi,
  profile: profileVi,
  editProfile: editProfileVi,
  signup: signupVi,
  stories: storiesVi,
  assistant: assistantVi,
  passwords: passwordsVi,
  security: securityVi,
  account: accountVi,
  pushSettings: pushSettingsVi,
  settings: settingsVi,
  welcome: welcomeVi,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type TranslationShape = Widen<typeof vi>;
