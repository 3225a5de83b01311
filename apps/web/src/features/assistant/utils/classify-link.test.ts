import { describe, expect, it } from 'vitest';
import { classifyLink } from './classify-link';

const ORIGIN = 'https://team.example';

describe('classifyLink', () => {
  it('sends paths of this app through the router', () => {
    expect(classifyLink('/chat?c=42', ORIGIN)).toEqual({ kind: 'app', to: '/chat?c=42' });
    expect(classifyLink('https://team.example/documents#f', ORIGIN)).toEqual({ kind: 'app', to: '/documents#f' });
  });

  it('opens other sites outside, and refuses other schemes', () => {
    expect(classifyLink('https://ollama.com/library', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://ollama.com/library',
    });
    expect(classifyLink('//evil.example/x', ORIGIN)).toEqual({ kind: 'external', href: 'https://evil.example/x' });
    expect(classifyLink('mailto:a@b.c', ORIGIN)?.kind).toBe('external');
    expect(classifyLink('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(classifyLink(undefined, ORIGIN)).toBeNull();
  });
});
