import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { waitUntilDisconnected } from './helpers/test-databases.js';

const adminUrl = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!adminUrl)('migrations on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  it('lets several processes start at once on a new database: one migrates, the others wait and find it done', async () => {
    const name = `teamhub_test_${randomBytes(8).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: url.toString() })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      // pool.end() resolves before its sockets close; a forced drop meanwhile would fail them loudly.
      await waitUntilDisconnected(adminUrl!, name);
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual([
        'opened',
        'opened',
        'opened',
        'opened',
      ]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
