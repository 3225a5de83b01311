import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AvatarAnswer, PostView } from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectData, uploadAvatar } from './helpers/api.js';
import { openDirect, sendOverSocket, socketPool, uploaded } from './helpers/chat.js';
import { makeImage } from './helpers/images.js';
import {
  createUploadTempFolder,
  STALE_TEMP_FOLDER_MS,
  TEMP_FOLDER_TOUCH_MS,
  tempFolderHost,
} from '../src/modules/files/upload-temp.js';
import { makePdf } from './helpers/chat-files.js';
import { sharePost, smallImage } from './helpers/posts.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

/** File names in a folder; none when it does not exist. */
function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
}

/** A temp folder named `name` under `root` with a file in it, as an upload in flight leaves it. */
function placeTempFolder(root: string, name: string) {
  mkdirSync(path.join(root, name));
  writeFileSync(path.join(root, name, 'part'), 'bytes');
}

/** The pid of a process that has just exited (the kernel does not hand it out again at once). */
function exitedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describeEachDatabase('upload sweep', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let conversationId: string;
  /** Uploaded by the first test and never sent: the second one's sweep expires it too. */
  let unsentEarlier: string;
  const sockets = socketPool(() => built);
  const publicFile = (key: string) => path.join(built.uploadsDir, ...key.split('/'));
  const privateFile = (key: string) => path.join(built.privateUploadsDir, ...key.split('/'));
  const place = (file: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'left behind');
  };

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, bob] = [await registerUser(built.app), await registerUser(built.app)];
    conversationId = (await openDirect(built.app, alice, bob)).id;
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    await built?.app.close();
  });

  it('removes files no row refers to and keeps every file a row needs', async () => {
    const avatar = expectData<AvatarAnswer>(await uploadAvatar(built.app, alice.token, await makeImage('png'))).avatar;
    const shared = await sharePost(built.app, alice.token, await smallImage());
    expect(shared.statusCode, shared.body).toBe(201);
    const post = shared.json<{ data: PostView }>().data;
    const attachment = await uploaded(built.app, alice, makePdf(), 'kept.pdf');
    unsentEarlier = attachment.url;
    const orphans = [
      publicFile(`avatars/${randomUUID()}.webp`),
      publicFile(`posts/${randomUUID()}.mp4`),
      privateFile(`chat/${randomUUID()}`),
    ];
    orphans.forEach(place);

    // Just stored: another server on the same storage may be about to commit its row.
    expect((await built.sweepUploads()).orphans).toEqual([]);

    const report = await built.sweepUploads(later(2 * HOUR));
    expect(report.orphans).toHaveLength(3);
    for (const file of orphans) expect(namesIn(path.dirname(file))).not.toContain(path.basename(file));
    // Everything rows refer to is still served.
    for (const url of [avatar, post.mediaUrl, post.thumbnailUrl]) {
      expect((await built.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const download = await built.app.inject({ method: 'GET', url: attachment.url });
    expect(download.statusCode).toBe(200);
  });

  it('deletes chat uploads never sent after a day, row and file, and keeps sent ones', async () => {
    const sent = await uploaded(built.app, alice, makePdf(), 'sent.pdf');
    const socket = await sockets.connect(alice);
    const answer = await sendOverSocket(socket, {
      conversationId,
      content: `📎 ${sent.filename}\n${sent.url}`,
      messageType: 'file',
    });
    expect(answer.success).toBe(true);
    const unsent = await uploaded(built.app, alice, makePdf(), 'unsent.pdf');
    const before = namesIn(path.join(built.privateUploadsDir, 'chat'));

    expect((await built.sweepUploads(later(23 * HOUR))).expired).toEqual([]);

    const report = await built.sweepUploads(later(25 * HOUR));
    expect(report.expired).toHaveLength(2);
    expect(namesIn(path.join(built.privateUploadsDir, 'chat'))).toEqual(
      before.filter((name) => !report.expired.includes(`chat/${name}`)),
    );
    // The rows are gone too: their links answer 404, while the sent file is still there for both people.
    for (const url of [unsent.url, unsentEarlier]) {
      expect((await built.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await built.app.inject({ method: 'GET', url: sent.url })).statusCode).toBe(200);
    const bobsView = await built.app.inject({
      method: 'GET',
      url: sent.url.split('?')[0] as string,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(bobsView.statusCode).toBe(200);
  });

  it("removes temp folders of processes that are gone, never a running process's uploads", async () => {
    const root = built.uploadTempRoot;
    const own = namesIn(root);
    expect(own).toHaveLength(1);
    // `<host>-<pid>-<hex>`: whose it is, for sweeps on this machine and on others sharing the folder.
    expect(own[0]?.startsWith(`${tempFolderHost()}-${process.pid}-`)).toBe(true);
    const ownInFlight = path.join(root, own[0] as string, 'in-flight');
    writeFileSync(ownInFlight, 'arriving');
    const crashed = `${tempFolderHost()}-${exitedPid()}-0a1b2c`;
    // Named before hosts were: taken as this host's.
    const crashedLegacy = `${exitedPid()}-0d0e0f`;
    // The test runner's parent process is alive: its folder is another server's uploads in flight.
    const running = `${process.ppid}-3d4e5f`;
    const unrelated = 'notes';
    for (const name of [crashed, crashedLegacy, running, unrelated]) placeTempFolder(root, name);

    expect((await built.sweepUploads()).tempFolders.sort()).toEqual([crashed, crashedLegacy].sort());
    expect(namesIn(root)).toEqual([...own, running, unrelated].sort());
    expect(namesIn(path.dirname(ownInFlight))).toEqual(['in-flight']);

    // A running process's folder untouched for more than a day is abandoned (its pid reused).
    expect((await built.sweepUploads(later(25 * HOUR))).tempFolders).toEqual([running]);
    expect(namesIn(root)).toEqual([...own, unrelated].sort());
  });

  it("keeps another host's temp folders (a shared mount) until they are stale, whatever their pid here", async () => {
    const root = built.uploadTempRoot;
    // A pid that is not alive on this machine says nothing about a process on another one.
    const otherHostFresh = `other-host.example-${exitedPid()}-1a2b3c`;
    const otherHostStale = `other-host.example-${exitedPid()}-4d5e6f`;
    for (const name of [otherHostFresh, otherHostStale]) placeTempFolder(root, name);
    const dayAndHourAgo = new Date(Date.now() - 25 * HOUR);
    utimesSync(path.join(root, otherHostStale), dayAndHourAgo, dayAndHourAgo);

    expect((await built.sweepUploads()).tempFolders).toEqual([otherHostStale]);
    expect(namesIn(root)).toContain(otherHostFresh);
    expect(namesIn(root)).not.toContain(otherHostStale);
  });
});

describe('a process temp folder', () => {
  it('is touched now and then while the process runs, so that no other host takes it for stale', async () => {
    const tempRoot = mkdtempSync(path.join(tmpdir(), 'teamhub-temp-touch-'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const temp = createUploadTempFolder(tempRoot);
    try {
      const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
      utimesSync(temp.directory, twoDaysAgo, twoDaysAgo);

      vi.advanceTimersByTime(TEMP_FOLDER_TOUCH_MS);

      await vi.waitFor(() => expect(statSync(temp.directory).mtimeMs).toBeGreaterThan(Date.now() - HOUR));
      expect(TEMP_FOLDER_TOUCH_MS).toBeLessThan(STALE_TEMP_FOLDER_MS / 2);
    } finally {
      temp.remove();
      vi.useRealTimers();
      rmSync(tempRoot, { recursive: true, force: true });
    }
  });
});
