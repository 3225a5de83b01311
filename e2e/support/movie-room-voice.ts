import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import config from '../playwright.config';
import { loginThroughForm, type TestUser } from './users';

/**
 * A WAV of speech-like sound: 120 ms syllables of a harmonic tone at random pitch and loudness.
 * Chromium's default fake microphone beeps once a second, and its noise suppression soon damps the
 * repeated beep below the speaking threshold; this keeps the level above it (about 30 to 65).
 */
function writeSpeechLikeWav(file: string) {
  const rate = 48_000;
  const samples = new Int16Array(rate * 6);
  let seed = 7;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const syllable = Math.round(rate * 0.12);
  for (let start = 0; start < samples.length; start += syllable) {
    const pitch = 150 + random() * 400;
    const loudness = 0.3 + random() * 0.5;
    for (let index = start; index < Math.min(start + syllable, samples.length); index += 1) {
      let value = 0;
      for (let harmonic = 1; harmonic <= 12; harmonic += 1) {
        value += Math.sin((2 * Math.PI * pitch * harmonic * index) / rate) / harmonic;
      }
      samples[index] = Math.max(-32_767, Math.min(32_767, value * loudness * 12_000));
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  writeFileSync(file, Buffer.concat([header, Buffer.from(samples.buffer)]));
}

const speechFile = path.join(os.tmpdir(), 'teamhub-e2e-voice-speech.wav');
writeSpeechLikeWav(speechFile);

/**
 * The config's Chromium with a fake microphone that plays the file above, its permission prompt
 * answered, and loopback candidates allowed so two pages on one machine connect peer to peer.
 */
export const fakeMediaLaunchOptions = {
  ...config.use?.launchOptions,
  args: [
    ...(config.use?.launchOptions?.args ?? []),
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${speechFile}`,
    '--allow-loopback-in-peer-connection',
  ],
};

/** True once the server has answered this page's room join with `room-users` on /movie-room. */
function watchRoomJoined(page: Page): () => boolean {
  let joined = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('42/movie-room,["room-users"')) joined = true;
    }),
  );
  return () => joined;
}

/**
 * A new context (microphone allowed) signed in as `user`, in room `roomId` through the join card,
 * waiting until the server has seated the page in the room (so voice can be joined at once).
 */
export async function openMovieRoom(browser: Browser, user: TestUser, roomId: string) {
  const context: BrowserContext = await browser.newContext({ permissions: ['microphone'] });
  const page = await context.newPage();
  const joined = watchRoomJoined(page);
  await loginThroughForm(page, user);
  await page.goto('/movie-room');
  await page.getByTestId('room-id-input').fill(roomId);
  await page.getByTestId('join-room').click();
  await expect(page.getByTestId('voice-controls')).toBeVisible({ timeout: 30_000 });
  await expect.poll(joined, { message: 'the /movie-room socket joined the room', timeout: 30_000 }).toBe(true);
  return { context, page };
}

/** The voice member row of `username` on `page`. */
export function voiceMember(page: Page, username: string): Locator {
  return page.getByTestId('voice-member').and(page.locator(`[data-username="${username}"]`));
}

/** The most audio bytes any peer on `page` has received, as its debug panel shows them. */
export async function inboundAudioBytes(page: Page): Promise<number> {
  const rows = page.getByTestId('voice-peer-stats');
  const values = await rows.evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute('data-bytes-received') ?? 0)),
  );
  return Math.max(0, ...values);
}
