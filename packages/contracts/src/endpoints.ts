import { accountEndpoints } from './account.endpoints.js';
import { adminEndpoints } from './admin.endpoints.js';
import { assistantEndpoints } from './assistant.endpoints.js';
import { authEndpoints } from './auth.endpoints.js';
import { chatEndpoints } from './chat.endpoints.js';
import { documentsEndpoints } from './documents.endpoints.js';
import { healthEndpoints } from './health.endpoints.js';
import { movieRoomEndpoints } from './movie-room.endpoints.js';
import { notificationsEndpoints } from './notifications.endpoints.js';
import { passwordsEndpoints } from './passwords.endpoints.js';
import { postsEndpoints } from './posts.endpoints.js';
import { presenceEndpoints } from './presence.endpoints.js';
import { profileEndpoints } from './profile.endpoints.js';
import { projectsEndpoints } from './projects.endpoints.js';
import { pushEndpoints } from './push.endpoints.js';
import { searchEndpoints } from './search.endpoints.js';
import { storiesEndpoints } from './stories.endpoints.js';
import { workspaceEndpoints } from './workspace.endpoints.js';
import type { Endpoint, EndpointAnswer, EndpointData, EndpointRequest } from './endpoint.js';

/**
 * Every endpoint of the API, by `METHOD /api/path`. Each feature's table lives in its own
 * `<feature>.endpoints.ts` and is spread here (endpoints.test.ts checks none is missing or repeats a key).
 */
export const API_ENDPOINTS = {
  ...accountEndpoints,
  ...adminEndpoints,
  ...assistantEndpoints,
  ...authEndpoints,
  ...chatEndpoints,
  ...documentsEndpoints,
  ...healthEndpoints,
  ...movieRoomEndpoints,
  ...notificationsEndpoints,
  ...passwordsEndpoints,
  ...postsEndpoints,
  ...presenceEndpoints,
  ...profileEndpoints,
  ...projectsEndpoints,
  ...pushEndpoints,
  ...searchEndpoints,
  ...storiesEndpoints,
  ...workspaceEndpoints,
} satisfies Record<string, Endpoint>;

export type ApiEndpoints = typeof API_ENDPOINTS;
export type ApiKey = keyof ApiEndpoints & string;

/** What a call to `Key` sends (path parameters, query, body). */
export type ApiRequest<Key extends ApiKey> = EndpointRequest<Key, ApiEndpoints[Key]>;
/** The success answer of `Key`, as sent. */
export type ApiAnswer<Key extends ApiKey> = EndpointAnswer<ApiEndpoints[Key]>;
/** `data` of `Key`'s enveloped answer. */
export type ApiData<Key extends ApiKey> = EndpointData<ApiEndpoints[Key]>;
