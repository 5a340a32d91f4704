import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import './markdown-text.css';

/** True for an absolute http: or https: address: the only links Markdown text may carry. */
export const isWebLink = (url: string) => /^https?:\/\/[^\s]/i.test(url.trim());

/** react-markdown's urlTransform: http(s) addresses stay, anything else (javascript:, data:, mailto:, relative) is dropped. */
const onlyWebLinks = (url: string) => (isWebLink(url) ? url.trim() : null);

/** A link opens in a new tab without handing the page over; one whose address was dropped is plain text. */
function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Pictures are not shown (the page loads images only from the app's own media): their alt text stands instead. */
const MarkdownImage = ({ alt }: ComponentProps<'img'>) => (alt ? <span>{alt}</span> : null);

const components: Components = { a: MarkdownLink, img: MarkdownImage };

/**
 * Markdown written by staff (docs/rules.md#markdown-safety), rendered safely for every reader:
 * raw HTML is never rendered (skipped: a `<script>` in the text produces no element), links only
 * to http(s) addresses (others become plain text) opening in a new tab with
 * rel="noopener noreferrer", pictures as their alt text. Headings, lists, emphasis, code and
 * quotes render as HTML elements. The one renderer of the what's-new modal, list and preview.
 */
export function MarkdownText({ children, className }: { children: string; className?: string }) {
  return (
    <div className={`markdown-text ${className ?? ''}`.trim()}>
      <Markdown skipHtml urlTransform={onlyWebLinks} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
