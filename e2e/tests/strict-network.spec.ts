import { randomBytes } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { watchGreeting } from '../support/live';
import { startUpgradeRefusingProxy } from '../support/upgrade-refusing-proxy';
import { asUser, loginThroughForm, newUser, registerByApi } from '../support/users';

const bubble = (page: Page, text: string) => page.getByTestId('message-bubble').filter({ hasText: text });

test('behind a proxy that refuses WebSocket, chat falls back to long-polling: messages go out and arrive live', async ({
  browser,
  request,
}) => {
  const proxy = await startUpgradeRefusingProxy(E2E_PORT);
  try {
    const strict = await registerByApi(request, newUser('strict'));
    const open = await registerByApi(request, newUser('open'));
    const created = await asUser(request, strict.token).post('/api/chats/conversations', { targetUserId: open.id });
    expect(created.status()).toBe(201);
    const conversationId = ((await created.json()) as { data: { _id: string } }).data._id;

    const strictContext = await browser.newContext({ baseURL: proxy.url });
    const strictPage = await strictContext.newPage();
    const strictGreeted = watchGreeting(strictPage, 'chat');
    await loginThroughForm(strictPage, strict);
    await strictPage.goto(`/chat?c=${conversationId}`);
    await expect(strictPage.getByTestId('chat-thread')).toBeVisible();
    await expect.poll(strictGreeted, { message: 'the /chat socket is connected by long-polling' }).toBe(true);

    const openContext = await browser.newContext();
    const openPage = await openContext.newPage();
    const openLive = watchGreeting(openPage, 'chat');
    await loginThroughForm(openPage, open);
    await openPage.goto(`/chat?c=${conversationId}`);
    await expect(openPage.getByTestId('chat-thread')).toBeVisible();
    await expect.poll(openLive, { message: 'the other person is connected' }).toBe(true);

    // Sent from behind the proxy: it goes out over polling and reaches the other person live.
    const outgoing = `Gửi qua proxy ${randomBytes(3).toString('hex')}`;
    const input = strictPage.getByTestId('composer-input');
    await input.fill(outgoing);
    await input.press('Enter');
    await expect(bubble(openPage, outgoing)).toBeVisible();
    await expect(strictPage.getByTestId('message-pending')).toHaveCount(0);

    // And the other way: a message sent over WebSocket arrives behind the proxy without a reload.
    const incoming = `Trả lời trực tiếp ${randomBytes(3).toString('hex')}`;
    await openPage.getByTestId('composer-input').fill(incoming);
    await openPage.getByTestId('composer-input').press('Enter');
    await expect(bubble(strictPage, incoming)).toBeVisible();

    expect(proxy.seen.refusedUpgrades, 'the browser tried WebSocket first').toBeGreaterThan(0);
    expect(proxy.seen.pollingRequests).toBeGreaterThan(0);
    await Promise.all([strictContext.close(), openContext.close()]);
  } finally {
    await proxy.close();
  }
});
