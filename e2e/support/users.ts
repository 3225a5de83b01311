import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A user nobody else in this run has. */
export function newUser(prefix = 'user'): TestUser {
  const id = randomBytes(4).toString('hex');
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: 'correct-horse-9' };
}

/** Registers through the API (fast), for tests that are not about registering. */
export async function registerByApi(request: APIRequestContext, user: TestUser = newUser()) {
  const response = await request.post('/api/auth/register', { data: user });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string; user: { _id: string } } };
  return { ...user, token: body.data.token, id: body.data.user._id };
}

/**
 * Signs in with the form and waits until the app is shown (pass `expectSuccess: false` for a
 * login meant to fail); `stay` keeps the current page (already on /login after a redirect).
 */
export async function loginThroughForm(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  { stay = false, expectSuccess = true } = {},
) {
  if (!stay) await page.goto('/login');
  await page.locator('#login-email').fill(user.email);
  await page.locator('#login-password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The first signed-in page loads its session and chunks: well over 10 s on a busy machine.
  if (expectSuccess) await expect(page.getByTestId('account-block')).toBeAttached({ timeout: 30_000 });
}

/** Creates an image post through the API as `token`'s user; answers the PostView. */
export async function createPostByApi(
  request: APIRequestContext,
  token: string,
  {
    caption = 'A post from the tests',
    file,
  }: { caption?: string; file: { name: string; mimeType: string; buffer: Buffer } },
) {
  const response = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: file, caption },
  });
  if (response.status() !== 201) throw new Error(`post failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { _id: string } }).data;
}

/** Calls the API as `token`'s user. */
export function asUser(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
    get: (url: string) => request.get(url, { headers }),
  };
}
