import { describe, expect, it } from 'vitest';
import { assistantStatus } from './assistant-status';

const health = { service: 'ollama' as const, connection: 'connected' as const, services: [] };

describe('assistantStatus', () => {
  it('is unknown until the health check answers, then shows it', () => {
    expect(assistantStatus({ health: undefined, healthAt: 0, healthFailed: false, live: null })).toEqual({
      service: 'unknown',
      connection: 'unknown',
    });
    expect(assistantStatus({ health, healthAt: 10, healthFailed: false, live: null })).toEqual({
      service: 'ollama',
      connection: 'connected',
    });
  });

  it('is offline when the health check fails', () => {
    expect(assistantStatus({ health: undefined, healthAt: 10, healthFailed: true, live: null }).connection).toBe(
      'offline',
    );
  });

  it('takes the newer of the health check and the last reply', () => {
    const offline = { connection: 'offline' as const, at: 20 };
    expect(assistantStatus({ health, healthAt: 10, healthFailed: false, live: offline })).toEqual({
      service: 'ollama',
      connection: 'offline',
    });
    expect(assistantStatus({ health, healthAt: 30, healthFailed: false, live: offline }).connection).toBe('connected');
    expect(
      assistantStatus({
        health,
        healthAt: 10,
        healthFailed: false,
        live: { service: 'builtin', connection: 'connected', at: 20 },
      }),
    ).toEqual({ service: 'builtin', connection: 'connected' });
  });
});
