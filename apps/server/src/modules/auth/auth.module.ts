import type { AppCore, AppModule } from '../app-module.js';
import type { SignupGate } from '../workspace-settings/signup-gate.js';
import { authRoutes } from './auth.routes.js';
import { createMemoryLoginThrottle, createRedisLoginThrottle } from './login-throttle.js';

export interface AuthModuleOptions extends Pick<AppCore, 'users' | 'sessions' | 'sessionRows' | 'redis'> {
  /** The workspace's sign-up rules, which registration goes through. */
  signup: SignupGate;
  /** Sign-in and register attempts per address per minute (AUTH_RATE_LIMIT_MAX). */
  rateLimitMax: number;
}

/**
 * Sign-up, sign-in and the caller's sessions (/api/auth), with failed sign-ins throttled per account
 * (in Redis when several processes share it); expired session rows go in the periodic clean-up.
 */
export function createAuthModule({ users, sessions, sessionRows, redis, signup, rateLimitMax }: AuthModuleOptions) {
  const loginThrottle = redis ? createRedisLoginThrottle(redis) : createMemoryLoginThrottle();
  const options = { users, sessions, sessionRows, signup, loginThrottle, rateLimitMax };
  return {
    routes: [{ prefix: '/api/auth', plugin: async (app) => authRoutes(app, options) }],
    scheduledWork: async () => {
      await sessionRows.deleteExpired();
    },
  } satisfies AppModule;
}
