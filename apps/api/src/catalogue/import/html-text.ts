import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode;

/** Elements that start a new paragraph in the text. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'head']);

/** Marks a paragraph break in the intermediate text; collapsed at the end. */
const BREAK = '\u0000';

/**
 * Feed HTML (a YML CDATA description, Shopify "Body (HTML)") as plain text: block elements and
 * `<br>` become line breaks, list items start with "- ", table cells are separated by a space,
 * scripts and styles vanish, entities are decoded. Parsed by parse5 (the WHATWG algorithm), so
 * broken markup degrades the way a browser would show it. Null when nothing but whitespace remains.
 */
export function htmlToText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const source = html.includes('<') || html.includes('&') ? render(parseFragment(html).childNodes) : html;
  const text = source
    .split(BREAK)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n');
  return text || null;
}

function render(nodes: Node[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node) {
      // Source line breaks are layout, not content, outside <pre>.
      out += node.value.replace(/\s+/g, ' ');
      continue;
    }
    if (!('tagName' in node) || SKIPPED.has(node.tagName)) continue;
    const tag = node.tagName;
    if (tag === 'br') out += '\n';
    else if (tag === 'pre') out += BREAK + textOf(node.childNodes) + BREAK;
    else if (BLOCKS.has(tag)) out += BREAK + (tag === 'li' ? '- ' : '') + render(node.childNodes) + BREAK;
    else if (tag === 'td' || tag === 'th') out += ` ${render(node.childNodes)} `;
    else out += render(node.childNodes);
  }
  return out;
}

/** Raw text content, whitespace kept (inside `<pre>`). */
function textOf(nodes: Node[]): string {
  return nodes
    .map((node) => ('value' in node ? node.value : 'childNodes' in node ? textOf(node.childNodes) : ''))
    .join('');
}
