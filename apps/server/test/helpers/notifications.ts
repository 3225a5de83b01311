import type { NotificationListAnswer } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { callApi, expectData } from './api.js';
import type { RegisteredUser } from './test-app.js';

/** The user's notifications (first page unless given) with their unread count. */
export async function notificationsOf(app: FastifyInstance, user: RegisteredUser, query = '') {
  return expectData<NotificationListAnswer>(await callApi(app, 'GET', `/api/notifications${query}`, user.token));
}

export async function unreadCountOf(app: FastifyInstance, user: RegisteredUser) {
  return expectData<{ unreadCount: number }>(await callApi(app, 'GET', '/api/notifications/unread-count', user.token))
    .unreadCount;
}
