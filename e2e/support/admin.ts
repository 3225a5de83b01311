import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SEEDED_ADMIN } from './seeded-admin';

/** Signs the seeded administrator in through the API; answers their id and a token. */
export async function adminByApi(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', {
    data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password },
  });
  if (response.status() !== 200) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string; user: { _id: string } } };
  return { ...SEEDED_ADMIN, token: body.data.token, id: body.data.user._id };
}

/** Creates an invite link as the admin; answers its address and token. */
export async function createInviteByApi(
  request: APIRequestContext,
  adminToken: string,
  body: { expiresInHours: number; maxUses: number; email?: string } = { expiresInHours: 24, maxUses: 5 },
) {
  const response = await request.post('/api/admin/invites', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: body,
  });
  if (response.status() !== 201) throw new Error(`invite failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { invite: { url: string; token: string; id: string } } }).data.invite;
}

/** Opens a section of /admin and waits until it has loaded. */
export async function openAdminSection(page: Page, section: 'members' | 'signup' | 'invites') {
  await page.goto(`/admin?section=${section}`);
  const loaded = {
    members: page.getByTestId('admin-member').first(),
    signup: page.getByTestId('admin-signup'),
    invites: page.getByTestId('admin-invites'),
  }[section];
  await expect(loaded).toBeVisible({ timeout: 30_000 });
}
