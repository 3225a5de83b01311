import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachment-name';

describe('attachmentName', () => {
  it('prefers the UTF-8 name', () => {
    const header = `attachment; filename="teamhub-export-_-2026-01-02.zip"; filename*=UTF-8''teamhub-export-%C4%91%C3%A0o-2026-01-02.zip`;
    expect(attachmentName(header, 'x.zip')).toBe('teamhub-export-đào-2026-01-02.zip');
  });

  it('reads the plain name, quoted or not', () => {
    expect(attachmentName('attachment; filename="export.zip"', 'x.zip')).toBe('export.zip');
    expect(attachmentName('attachment; filename=export.zip', 'x.zip')).toBe('export.zip');
  });

  it('keeps no folders and falls back when there is no usable name', () => {
    expect(attachmentName('attachment; filename="../../etc/passwd"', 'x.zip')).toBe('passwd');
    expect(attachmentName("attachment; filename*=UTF-8''%E0%A4%A", 'x.zip')).toBe('x.zip');
    expect(attachmentName(null, 'x.zip')).toBe('x.zip');
    expect(attachmentName('attachment', 'x.zip')).toBe('x.zip');
  });
});
