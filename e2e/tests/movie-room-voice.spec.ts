import { randomBytes } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { fakeMediaLaunchOptions, inboundAudioBytes, openMovieRoom, voiceMember } from '../support/movie-room-voice';
import { newUser, registerByApi, type TestUser } from '../support/users';

/** `openRoom(user, roomId)`: a signed-in page of its own in the room; contexts close after the test. */
const test = base.extend<{ openRoom: (user: TestUser, roomId: string) => Promise<Page> }>({
  openRoom: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user, roomId) => {
      const { context, page } = await openMovieRoom(browser, user, roomId);
      contexts.push(context);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

test.use({ launchOptions: fakeMediaLaunchOptions, permissions: ['microphone'] });

// The interface is in Vietnamese, the default language: the buttons are found by their Vietnamese names.

async function joinVoice(page: Page) {
  await page.getByRole('button', { name: 'Tham gia voice chat' }).click();
  await expect(page.getByRole('button', { name: 'Rời voice chat' })).toBeVisible({ timeout: 30_000 });
}

test('two members hear each other, see a mute and see a member leave voice', async ({ request, openRoom }) => {
  const roomId = `voice-${randomBytes(4).toString('hex')}`;
  const alice = await registerByApi(request, newUser('voice_a'));
  const bob = await registerByApi(request, newUser('voice_b'));
  const alicePage = await openRoom(alice, roomId);
  const bobPage = await openRoom(bob, roomId);

  await joinVoice(alicePage);
  await joinVoice(bobPage);
  await expect(voiceMember(alicePage, bob.username)).toBeVisible();
  await expect(voiceMember(bobPage, alice.username)).toBeVisible();

  // Each side's debug panel shows audio arriving from the other (the fake microphone plays speech-like sound).
  for (const page of [alicePage, bobPage]) {
    await page.getByTestId('voice-debug-button').click();
    await expect(page.getByTestId('voice-mic-state')).toHaveAttribute('data-state', 'live');
  }
  for (const page of [alicePage, bobPage]) {
    await expect
      .poll(() => inboundAudioBytes(page), { message: 'audio bytes received from the other member', timeout: 60_000 })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('voice-peer-stats')).toHaveAttribute('data-connection-state', 'connected');
    await page.getByTestId('voice-debug-button').click();
  }

  // The fake microphone talks all the time: both see Alice speaking; muted, she is not.
  await expect(voiceMember(alicePage, alice.username)).toHaveAttribute('data-speaking', 'true');
  await expect(voiceMember(bobPage, alice.username)).toHaveAttribute('data-speaking', 'true');

  // Alice mutes: her button is pressed and Bob sees her muted icon.
  await alicePage.getByRole('button', { name: 'Tắt micro' }).click();
  await expect(alicePage.getByRole('button', { name: 'Bật micro' })).toHaveAttribute('aria-pressed', 'true');
  await expect(voiceMember(bobPage, alice.username).getByTestId('voice-member-muted')).toBeVisible();
  await expect(voiceMember(bobPage, alice.username)).toHaveAttribute('data-speaking', 'false');

  // Alice leaves voice: Bob's voice list drops her, and his peer to her is gone.
  await alicePage.getByRole('button', { name: 'Rời voice chat' }).click();
  await expect(alicePage.getByRole('button', { name: 'Tham gia voice chat' })).toBeVisible();
  await expect(voiceMember(bobPage, alice.username)).toHaveCount(0);
  await expect(voiceMember(bobPage, bob.username)).toBeVisible();
  await bobPage.getByTestId('voice-debug-button').click();
  await expect(bobPage.getByTestId('voice-peer-stats')).toHaveCount(0);
});
