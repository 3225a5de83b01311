import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from './endpoints.js';

/** Every `<feature>.endpoints.ts` beside this file, whether or not endpoints.ts remembered to spread it. */
async function featureTables(): Promise<Record<string, unknown>[]> {
  const files = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.endpoints.ts'));
  const modules = await Promise.all(files.map((name) => import(`./${name}`) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) => Object.values(module) as Record<string, unknown>[]);
}

describe('API_ENDPOINTS', () => {
  it("holds every feature's table, and no key twice", async () => {
    const keys = (await featureTables()).flatMap((table) => Object.keys(table));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(API_ENDPOINTS).sort()).toEqual([...keys].sort());
  });

  it('names each endpoint METHOD /api/path with its parameters as :name', () => {
    for (const key of Object.keys(API_ENDPOINTS)) {
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api(\/(:[A-Za-z]+|[a-z0-9.-]+))+$/);
    }
  });
});
