import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('names a deleted account "deleted user", not by its placeholder', () => {
    expect(displayName({ username: 'deleted-1a2b3c4d', deleted: true }, 'deleted user')).toBe('deleted user');
  });

  it('names everyone else by their username', () => {
    expect(displayName({ username: 'minh' }, 'deleted user')).toBe('minh');
  });
});
