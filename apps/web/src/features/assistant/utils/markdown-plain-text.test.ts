import { describe, expect, it } from 'vitest';
import { markdownPlainText } from './markdown-plain-text';

describe('markdownPlainText', () => {
  it('shows a link as its text', () => {
    expect(markdownPlainText('Mở [Việc của tôi](/projects?view=mine) nhé')).toBe('Mở Việc của tôi nhé');
  });

  it('takes off emphasis, code marks, headings, quotes and fences', () => {
    const text = '# Tiêu đề\n> trích\n**đậm** và *nghiêng*, `mã`, ~~gạch~~\n```ts\nconst x = 1;\n```';
    expect(markdownPlainText(text)).toBe('Tiêu đề\ntrích\nđậm và nghiêng, mã, gạch\n\nconst x = 1;\n');
  });

  it('keeps list items as bullets and leaves plain words with underscores alone', () => {
    expect(markdownPlainText('- một\n* hai\nfile_name_here')).toBe('• một\n• hai\nfile_name_here');
  });

  it('shows a citation as its number and escaped characters as themselves', () => {
    expect(
      markdownPlainText(
        'Thứ sáu [1](/chat?c=a&message=m "Nguồn 1: Tin nhắn").\n- \\[1\\] [Tin nhắn của binh\\_2](/chat?c=a)',
      ),
    ).toBe('Thứ sáu 1.\n• [1] Tin nhắn của binh_2');
  });
});
