import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from './endpoints.js';

const tables = import.meta.glob<Record<string, Record<string, unknown>>>('./*.endpoints.ts', { eager: true });

describe('API_ENDPOINTS', () => {
  it("holds every feature's table, and no key twice", () => {
    const keys = Object.values(tables).flatMap((module) => Object.values(module).flatMap(Object.keys));
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
