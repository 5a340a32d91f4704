// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isWebLink, MarkdownText } from './markdown-text';

const renderMarkdown = (text: string) => render(<MarkdownText>{text}</MarkdownText>).container;

describe('MarkdownText (docs/rules.md#markdown-safety)', () => {
  it('renders headings, lists, bold and emphasis', () => {
    const page = renderMarkdown('# Title\n\n## Sub\n\n- one\n- two\n\n1. first\n\n**bold** and *soft*');
    expect(page.querySelector('h1')?.textContent).toBe('Title');
    expect(page.querySelector('h2')?.textContent).toBe('Sub');
    expect([...page.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(page.querySelector('ol li')?.textContent).toBe('first');
    expect(page.querySelector('strong')?.textContent).toBe('bold');
    expect(page.querySelector('em')?.textContent).toBe('soft');
  });

  it('never renders raw HTML: no script, no element from a tag, no event handler', () => {
    const page = renderMarkdown(
      'Before <script>alert(1)</script> after\n\n<script>window.x = 1</script>\n\n<img src=x onerror="alert(1)">\n\n<b>tag</b>',
    );
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('img')).toBeNull();
    expect(page.querySelector('b')).toBeNull();
    expect(page.innerHTML).not.toContain('onerror');
    expect(page.textContent).toContain('Before');
  });

  it('keeps http(s) links, opening in a new tab without the opener', () => {
    const page = renderMarkdown('[site](https://example.com/a) and [plain](http://example.com)');
    const links = [...page.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a', 'http://example.com']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('turns javascript:, data:, vbscript:, mailto: and relative links into plain text', () => {
    const page = renderMarkdown(
      '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:x) [mail](mailto:a@b.c) [rel](/catalog)',
    );
    expect(page.querySelector('a')).toBeNull();
    expect(page.textContent).toContain('js');
    expect(page.textContent).toContain('rel');
  });

  it('shows a picture as its alt text, loading nothing', () => {
    const page = renderMarkdown('![a chart](https://example.com/x.png)');
    expect(page.querySelector('img')).toBeNull();
    expect(page.textContent).toBe('a chart');
  });

  it('isWebLink accepts only absolute http(s) addresses', () => {
    expect(isWebLink('https://a.b')).toBe(true);
    expect(isWebLink('HTTP://a.b')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('//evil.com')).toBe(false);
    expect(isWebLink('https://')).toBe(false);
  });
});
