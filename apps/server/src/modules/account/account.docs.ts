import { deleteAccountBodySchema } from '@teamhub/contracts';
import { documented } from '../../lib/route-docs.js';

const tag = 'account';

/** OpenAPI descriptions of /api/account (account.routes.ts). */
export const accountDocs = {
  delete: documented({
    tag,
    summary: 'Delete my account',
    description:
      'The password confirms it (a wrong one is a 400 on the `password` field). Goes: the profile and avatar, ' +
      'posts with their media, comments, likes, follows, stories, documents with their files, the assistant ' +
      'history, notifications to and from the account, project memberships (an owned project passes to its ' +
      'longest-standing admin, else member, or is deleted when nobody else is in it), the movie rooms it hosts, ' +
      'every session. Stays: the messages it sent in others’ conversations, under “deleted user”. The last ' +
      'active administrator cannot delete their account (409). At most 5 tries per 15 minutes per token (429).',
    body: deleteAccountBodySchema,
    withMessage: true,
    errors: [400, 409, 429],
  }),
  export: documented({
    tag,
    summary: 'Download my data (a zip)',
    description:
      'Made while it is sent, never held whole. `index.json` (format, version, time, what is inside, files ' +
      'storage no longer had), `profile.json`, `posts.json` with the pictures and videos under `media/`, ' +
      '`comments.json`, `messages.json` (the messages I sent, each with its conversation), `tasks.json` (tasks I ' +
      'created or hold), `documents.json` with the files under `documents/` (those in the trash under ' +
      '`documents/(trash)/`). An attachment named `teamhub-export-<username>-<YYYY-MM-DD>.zip`. At most 5 a ' +
      'minute per token (429).',
    fileAnswer: 'The zip archive.',
    fileType: 'application/zip',
    errors: [429],
  }),
};
