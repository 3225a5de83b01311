/** What a mail says, in order; every string is plain text (names people chose included), escaped here for HTML. */
export interface MailContent {
  greeting: string;
  paragraphs: string[];
  /** The one thing to do: a button in HTML, the bare address on its own line in the text. */
  action?: { label: string; url: string };
  /** Said after the action, smaller (why they got this mail, what to do if it was not them). */
  footnote?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Only web addresses become links: anything else in an href could run script in some mail readers. */
function webAddress(url: string): string {
  const protocol = new URL(url).protocol;
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`A mail link must be http(s), not ${protocol}`);
  return url;
}

const paragraph = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text)}</p>`;

/**
 * The plain-text and HTML bodies of one mail. The HTML is deliberately simple (one column, inline styles,
 * no images) so that it reads the same in every mail reader, and the text says everything the HTML does.
 */
export function composeMail(content: MailContent): { text: string; html: string } {
  const action = content.action && { label: content.action.label, url: webAddress(content.action.url) };
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    '— TeamHub',
  ].join('\n\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;` +
      `border-radius:8px;background:#2563eb;color:#ffffff;font-weight:600;text-decoration:none">` +
      `${escapeHtml(action.label)}</a></p>` +
      paragraph(action.url, 'margin:0 0 16px;font-size:13px;color:#555;word-break:break-all')
    : '';
  const html =
    `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f6f8">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px;` +
    `font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">` +
    paragraph(content.greeting) +
    content.paragraphs.map((text) => paragraph(text)).join('') +
    button +
    (content.footnote ? paragraph(content.footnote, 'margin:0 0 16px;font-size:13px;color:#555') : '') +
    `<p style="margin:0;font-size:13px;color:#555">— TeamHub</p></div></body></html>`;
  return { text, html };
}
