import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createPostByApi } from './users';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** The 90 s test-pattern video (e2e/fixtures/movie.webm). */
export const movieFile = {
  name: 'movie.webm',
  mimeType: 'video/webm',
  buffer: readFileSync(path.join(fixtures, 'movie.webm')),
};

/** Posts the test video in the feed as `token`'s user; its caption is the movie's title. */
export function postMovieByApi(request: APIRequestContext, token: string, caption: string) {
  return createPostByApi(request, token, { caption, file: movieFile });
}

/** Joins `roomId` with the join card (a click, so the page may start playback with sound). */
export async function joinRoomWithCard(page: Page, roomId: string, name = '') {
  await page.goto('/movie-room');
  await page.getByTestId('room-id-input').fill(roomId);
  if (name) await page.getByTestId('room-name-input').fill(name);
  await page.getByTestId('join-room').click();
  await expect(page.getByTestId('room-id')).toContainText(roomId, { timeout: 30_000 });
  await expect(page.getByTestId('room-connection')).toHaveAttribute('data-connected', 'true', { timeout: 30_000 });
}

export interface PlayerReading {
  time: number;
  at: number;
  paused: boolean;
  rate: number;
}

/** The room player's position, with the wall-clock moment it was read. */
export function readPlayer(page: Page): Promise<PlayerReading> {
  return page.getByTestId('room-player').evaluate((element) => {
    const video = element as HTMLVideoElement;
    return { time: video.currentTime, at: Date.now(), paused: video.paused, rate: video.playbackRate };
  });
}

/** |a − b| with b carried to the moment a was read (both pages share this machine's clock). */
export function gapBetween(a: PlayerReading, b: PlayerReading): number {
  const bAtA = b.time + ((a.at - b.at) / 1000) * (b.paused ? 0 : b.rate);
  return Math.abs(a.time - bAtA);
}
