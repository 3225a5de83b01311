import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp, type TestAppOptions } from './test-app.js';

/** For a suite: a test app and one registered user, made before its tests, the app closed after them. */
export function testAppWithUser(database: () => DatabaseHandle, options: TestAppOptions = {}) {
  let built: TestApp | undefined;
  let user: RegisteredUser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test app is not started yet');
    return value;
  };
  beforeAll(async () => {
    built = await createTestApp(database(), options);
    await built.app.ready();
    user = await registerUser(built.app);
  });
  afterAll(async () => {
    await built?.app.close();
  });
  return {
    get app(): FastifyInstance {
      return started(built).app;
    },
    get uploadsDir(): string {
      return started(built).uploadsDir;
    },
    get me(): RegisteredUser {
      return started(user);
    },
  };
}
