import { LIMITS } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const base = { DATA_DIR: '/nonexistent-teamhub-data', JWT_SECRET: 'x'.repeat(40) };
const MB = 1024 * 1024;

describe('DOCUMENTS_QUOTA_MB', () => {
  it('is each user’s documents quota, 1024 MB unless set', () => {
    expect(loadConfig(base).documentsQuotaBytes).toBe(LIMITS.documents.defaultQuotaMb * MB);
    expect(loadConfig({ ...base, DOCUMENTS_QUOTA_MB: '5' }).documentsQuotaBytes).toBe(5 * MB);
  });

  it('refuses a value that is not a positive whole number', () => {
    for (const value of ['0', '-1', '1.5', 'lots']) {
      expect(() => loadConfig({ ...base, DOCUMENTS_QUOTA_MB: value }), value).toThrow(/DOCUMENTS_QUOTA_MB/);
    }
  });
});
