import { deleteAccountBodySchema } from '@teamhub/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { afterCommit, inTransaction } from '../../lib/transaction.js';
import { parseOrThrow } from '../../lib/validation.js';
import { chatFileKey } from '../chat/chat-upload.js';
import { documentKey } from '../documents/document-keys.js';
import type { StorageDriver } from '../files/storage-driver.js';
import { postMediaKeyOf } from '../posts/post-media.js';
import { avatarKeyOf } from '../profile/avatar-storage.js';
import { storyMediaKeyOf } from '../stories/story-media.js';
import type { AccountServiceDeps } from './account.deps.js';
import { leaveProjects } from './account-projects.js';
import { deletedUsername, tombstoneOf } from './tombstone.js';

type Deps = AccountServiceDeps;

/** Storage objects to remove once the deletion is committed. */
interface StoredLeftovers {
  publicKeys: string[];
  privateKeys: string[];
}

const isKey = (key: string | null): key is string => key !== null;

/**
 * DELETE /api/account: the caller's account goes, after their password confirms it (400 on the
 * `password` field when wrong, never a 401 that would sign the browser out). The workspace's last active
 * admin cannot go (409): someone must be left to run it.
 *
 * One transaction removes every row of theirs (account-deletion.repository.ts, account-projects.ts,
 * groups left through the chat's own rule) and turns the users row into a tombstone, so their messages
 * in others' conversations stay, under "deleted user". Only after the commit are files removed, the
 * sessions ended (their sockets disconnect) and others told: a failure anywhere before leaves the
 * account whole.
 */
export async function deleteAccount(deps: Deps, user: UserRow, body: unknown): Promise<void> {
  const { password } = parseOrThrow(deleteAccountBodySchema, body);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('workspace.passwordWrong', [{ msg: 'workspace.passwordWrong', path: 'password' }]);
  }
  const tombstone = await tombstoneOf(deps.now());
  const leftovers = await inTransaction(
    deps.db,
    async (tx) => {
      const locked = await deps.deletion.lockAccount(tx, user.id);
      // Deleted by another request meanwhile (a second click): as signed out as a bad token.
      if (!locked || locked.row.status === 'deleted') throw unauthorized('auth.invalidToken');
      if (locked.row.role === 'admin' && locked.otherActiveAdmins === 0) throw conflict('workspace.lastAdminDelete');
      const { row } = locked;

      const postMedia = await deps.deletion.removeFeedContent(tx, row.id);
      await deps.deletion.removeFollows(tx, row.id);
      const storyMedia = await deps.deletion.removeStories(tx, row.id);
      const documents = await deps.deletion.removeDocuments(tx, row.id);
      await deps.deletion.removePersonalRecords(tx, row);
      const tellProjects = await leaveProjects(deps.projects, tx, row.id);
      for (const conversationId of await deps.deletion.groupIds(tx, row.id)) {
        await deps.conversations.leave(tx, conversationId, row.id);
      }
      const chatFiles = await deps.deletion.removeUnsentChatFiles(tx, row.id);
      // A random name is all but never taken; a person who chose one like it keeps theirs.
      let { username } = tombstone;
      while (await deps.deletion.usernameTaken(tx, username, row.id)) username = deletedUsername();
      await deps.deletion.writeTombstone(tx, row.id, { ...tombstone, username });
      afterCommit(tx, tellProjects);

      return {
        publicKeys: [
          avatarKeyOf(row.avatar),
          ...postMedia.map(postMediaKeyOf),
          ...storyMedia.map(storyMediaKeyOf),
        ].filter(isKey),
        privateKeys: [
          ...documents.flatMap((document) => [documentKey(document.storedName), document.previewKey]).filter(isKey),
          ...chatFiles.map(chatFileKey),
        ],
      } satisfies StoredLeftovers;
    },
    (error) => deps.log.error({ err: error }, 'account deletion: telling others failed'),
  );

  // Every request but the feed's cached read already refuses the account (its status); this ends the
  // sessions themselves and disconnects their sockets on every process.
  await deps.sessions
    .endAllOf(user.id)
    .catch((error: unknown) => deps.log.error({ err: error }, 'account deletion: ending sessions failed'));
  await removeObjects(deps, deps.publicStorage, leftovers.publicKeys);
  await removeObjects(deps, deps.privateStorage, leftovers.privateKeys);
  await deps.onFeedChanged();
}

/** Removes stored objects one by one; one that fails stays for the upload sweep, which removes files no row names. */
async function removeObjects(deps: Deps, storage: StorageDriver, keys: string[]): Promise<void> {
  for (const key of new Set(keys)) {
    await storage.delete(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'account deletion: a stored file stays for the sweep');
    });
  }
}
