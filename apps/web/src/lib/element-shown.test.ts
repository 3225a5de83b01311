import { afterEach, describe, expect, it } from 'vitest';
import { elementShown } from './element-shown';

describe('elementShown', () => {
  afterEach(() => document.body.replaceChildren());

  it('answers at once for an element already there, and when one is added later', async () => {
    document.body.innerHTML = '<p id="here"></p>';
    await expect(elementShown('here', { timeoutMs: 10_000 })).resolves.toBe(true);

    const later = elementShown('later', { timeoutMs: 10_000 });
    const element = document.createElement('div');
    element.id = 'later';
    document.body.append(element);
    await expect(later).resolves.toBe(true);
  });

  it('gives up when aborted or when its time is up', async () => {
    const abort = new AbortController();
    const waiting = elementShown('never', { timeoutMs: 10_000, signal: abort.signal });
    abort.abort();
    await expect(waiting).resolves.toBe(false);
    await expect(elementShown('never', { timeoutMs: 1 })).resolves.toBe(false);
  });
});
