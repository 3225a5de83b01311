import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import AssistantMarkdown from './AssistantMarkdown';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderReply(text: string, onNavigate = vi.fn()) {
  const view = render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <AssistantMarkdown text={text} onNavigate={onNavigate} />
    </MemoryRouter>,
  );
  return { ...view, onNavigate };
}

describe('AssistantMarkdown', () => {
  it('renders lists, code blocks and emphasis', () => {
    const { container } = renderReply('- **một**\n- hai\n\n```ts\nconst x = 1;\n```\n\n1. first');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelector('strong')).toHaveTextContent('một');
    expect(container.querySelector('pre code')).toHaveTextContent('const x = 1;');
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(container.querySelectorAll('ol li')).toHaveLength(1);
  });

  it('opens other sites in a new tab without access to this page', () => {
    renderReply('[Ollama](https://ollama.com)');
    const link = screen.getByRole('link', { name: 'Ollama' });
    expect(link).toHaveAttribute('href', 'https://ollama.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('follows links of the app with the router', () => {
    const { onNavigate } = renderReply('Mở [cuộc trò chuyện](/chat?c=abc)');
    const link = screen.getByRole('link', { name: 'cuộc trò chuyện' });
    expect(link).not.toHaveAttribute('target');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/chat?c=abc');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('shows a cited source as a small superscript link named after its source, followed in the app', () => {
    const { container, onNavigate } = renderReply(
      'Hạn nộp là thứ sáu [1](/chat?c=a&message=m1 "Nguồn 1: Tin nhắn của An trong “Nhóm”, 12 thg 3, 10:00")[2](/projects?project=p&task=t).\n\n**Nguồn**\n- \\[1\\] [Tin nhắn của An trong “Nhóm”](/chat?c=a&message=m1) · 12 thg 3, 10:00',
    );
    const citation = screen.getByRole('link', { name: 'Nguồn 1: Tin nhắn của An trong “Nhóm”, 12 thg 3, 10:00' });
    expect(citation).toHaveTextContent('[1]');
    expect(citation.parentElement?.tagName).toBe('SUP');
    // Without a title, the citation is named by its number.
    expect(screen.getByRole('link', { name: 'Nguồn 2' })).toHaveAttribute('href', '/projects?project=p&task=t');
    expect(container.querySelectorAll('sup a')).toHaveLength(2);
    // The list of sources is ordinary links, each named by what it is.
    expect(screen.getByRole('link', { name: 'Tin nhắn của An trong “Nhóm”' })).toHaveAttribute(
      'href',
      '/chat?c=a&message=m1',
    );
    fireEvent.click(citation);
    expect(screen.getByTestId('where')).toHaveTextContent('/chat?c=a&message=m1');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('drops raw HTML and script links, and shows pictures as links', () => {
    const { container } = renderReply(
      '<script>alert(1)</script>\n\ntext <b>bold?</b> [x](javascript:alert(1)) ![a cat](https://img.example/cat.png)',
    );
    expect(container.querySelector('script, b')).toBeNull();
    expect(container).toHaveTextContent('text bold?');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'a cat' })).toHaveAttribute('href', 'https://img.example/cat.png');
  });

  it('puts headings under the panel title', () => {
    const { container } = renderReply('# Tiêu đề\n\n## Phụ');
    expect(container.querySelector('h1, h2')).toBeNull();
    expect(container.querySelectorAll('h3')).toHaveLength(2);
  });
});
