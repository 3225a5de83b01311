import { describe, expect, it } from 'vitest';
import { splitName, storedFileName } from './document-name';

describe('splitName', () => {
  it('splits off the last extension with its dot', () => {
    expect(splitName('report.pdf')).toEqual({ base: 'report', extension: '.pdf' });
    expect(splitName('archive.tar.gz')).toEqual({ base: 'archive.tar', extension: '.gz' });
  });

  it('finds no extension in a name without a dot, a leading dot or a trailing dot', () => {
    expect(splitName('README')).toEqual({ base: 'README', extension: '' });
    expect(splitName('.env')).toEqual({ base: '.env', extension: '' });
    expect(splitName('notes.')).toEqual({ base: 'notes.', extension: '' });
  });
});

describe('storedFileName', () => {
  it('takes filename first', () => {
    expect(storedFileName({ filename: 'abc.pdf', path: 'documents/other.pdf' })).toBe('abc.pdf');
  });

  it('falls back to the last segment of path', () => {
    expect(storedFileName({ filename: '', path: 'documents/abc.pdf' })).toBe('abc.pdf');
    expect(storedFileName({ filename: '  ', path: 'uploads\\x\\abc.png' })).toBe('abc.png');
  });

  it('is null when neither gives a name', () => {
    expect(storedFileName({ filename: '', path: '' })).toBeNull();
    expect(storedFileName({ filename: '', path: 'documents/' })).toBeNull();
  });
});
