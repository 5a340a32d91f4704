import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every citation resolves inside the repository: the code and the docs cite the product's rules
 * as anchors of docs/rules.md, never the brief or the decisions document, which a clone lacks
 * (CONVENTIONS habit 11).
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RULES = 'docs/rules.md';
const SCANNED = ['apps', 'packages', 'bench', 'scripts', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'migrations',
  '.git',
  'test-results',
  'playwright-report',
]);
const TEXT_FILES = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css', '.md', '.json', '.html']);
const SELF = relative(ROOT, fileURLToPath(import.meta.url));
/** The section sign, written as an escape so that this file holds no citation itself. */
const SECTION = '\u00a7';

/** Repository-relative paths of the scanned text files. */
function scannedFiles(): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const entries = readdirSync(join(ROOT, path), { withFileTypes: true });
    for (const entry of entries) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(child);
      } else if (TEXT_FILES.has(extname(entry.name)) && child !== SELF) {
        found.push(child);
      }
    }
  };
  for (const top of SCANNED) {
    if (!existsSync(join(ROOT, top))) continue;
    if (top.includes('.')) found.push(top);
    else walk(top);
  }
  return found;
}

const files = scannedFiles();
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const rules = read(RULES);
const anchors = new Set([...rules.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]));

/** `path:line: text` of every match of `pattern` (global) in `text` that `keep` accepts. */
function where(
  path: string,
  text: string,
  pattern: RegExp,
  keep: (m: RegExpExecArray) => boolean = () => true,
): string[] {
  return [...text.matchAll(pattern)].filter(keep).map((m) => {
    const line = text.slice(0, m.index).split('\n').length;
    return `${path}:${line}: ${m[0]}`;
  });
}

describe('citations of docs/rules.md', () => {
  it('defines each anchor once', () => {
    const ids = [...rules.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(anchors.size).toBeGreaterThan(100);
  });

  it('cites only anchors that docs/rules.md defines', () => {
    const unknown = (m: RegExpExecArray) => !anchors.has(m[1]!);
    const cited = files.flatMap((path) =>
      where(path, read(path), /(?:docs\/)?rules\.md#([A-Za-z0-9_-]+)/g, unknown),
    );
    const inPage = where(RULES, rules, /\]\(#([A-Za-z0-9_-]+)\)/g, unknown);
    expect([...cited, ...inPage]).toEqual([]);
  });

  it('leaves no citation of the brief or the decisions document', () => {
    const citation = new RegExp(`\\b(spec|decisions)('s)?\\s+(\\*\\s+|//\\s*)?${SECTION}`, 'gi');
    const left = files.flatMap((path) => where(path, read(path), citation));
    expect(left).toEqual([]);
  });

  it('names homes and tests that exist', () => {
    const named = [...rules.matchAll(/`((?:apps|packages|bench|scripts|docs)\/[^`\s]+)`/g)]
      .map((m) => m[1]!)
      .filter((path) => !/[<>*#]/.test(path));
    const linked = [...rules.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => join(dirname(RULES), target));
    const missing = [...new Set([...named, ...linked])].filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });
});
