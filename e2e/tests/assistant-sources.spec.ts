import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { groupWithMessage } from '../support/assistant';
import { loginThroughForm } from '../support/users';

/*
 * The built-in assistant answering from the workspace search, its sources links that open them in the
 * app. A model's citations are in assistant.spec.ts, with the other tests that steer the stand-in Ollama
 * (one at a time: its controls are shared).
 */

const panel = (page: Page) => page.getByTestId('assistant-panel');
const lastAnswer = (page: Page) => panel(page).locator('[data-testid="assistant-message"][data-sender="ai"]').last();

async function ask(page: Page, question: string) {
  const input = panel(page).getByTestId('assistant-input');
  await input.fill(question);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(lastAnswer(page)).toHaveAttribute('data-streaming', 'false');
}

test('the built-in assistant finds a message by unaccented words, and its link opens the message', async ({
  page,
  request,
}) => {
  const word = `quangcao${randomBytes(2).toString('hex')}`;
  const { reader, colleague, name, groupId, messageId } = await groupWithMessage(
    request,
    `Biên bản họp: chốt ngân sách ${word} quý ba là 50 triệu`,
  );
  await loginThroughForm(page, reader);
  await page.getByRole('button', { name: 'Mở trợ lý AI' }).click();
  await panel(page).getByTestId('assistant-model').selectOption('builtin');
  await ask(page, `tim ngan sach ${word}`);

  const answer = lastAnswer(page);
  await expect(answer).toContainText(`Kết quả tìm “ngan sach ${word}”`);
  const source = answer.getByRole('link', { name: `Tin nhắn của ${colleague.username} trong “${name}”` });
  await expect(source).toHaveAttribute('href', `/chat?c=${groupId}&message=${messageId}`);
  // The snippet with the words found in bold.
  await expect(answer.locator('strong', { hasText: 'ngân' })).toBeVisible();
  await source.click();
  await expect(page).toHaveURL(`/chat?c=${groupId}&message=${messageId}`);
});
