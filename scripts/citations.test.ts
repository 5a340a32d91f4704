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

  it('names functions and constants that the named files hold', () => {
    // In a cell part (cells split at ';'), a name after a path is looked up in that path's file.
    const path = /^(?:apps|packages|bench|scripts)\/[^\s<>*#]+\.[a-z]+$/;
    const identifier = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
    const unknown: string[] = [];
    for (const [index, line] of rules.split('\n').entries()) {
      if (!line.startsWith('|')) continue;
      for (const part of line.split(/ \| |; /)) {
        let file: string | null = null;
        for (const [, token] of part.matchAll(/`([^`]+)`/g)) {
          if (path.test(token!)) file = existsSync(join(ROOT, token!)) ? token! : null;
          else if (file && identifier.test(token!)) {
            const name = token!.split('.').at(-1)!;
            if (!new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(read(file)))
              unknown.push(`${RULES}:${index + 1}: ${name} in ${file}`);
          }
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('gives every rule row a test, or says "no test yet"', () => {
    const untested: string[] = [];
    let lastColumn = '';
    const lines = rules.split('\n');
    for (const [index, line] of lines.entries()) {
      if (!line.startsWith('|') || line.startsWith('|---')) continue;
      const cells = line.slice(1, -1).split(' | ');
      if (lines[index + 1]?.startsWith('|---')) lastColumn = cells.at(-1)!.trim();
      else if (lastColumn === 'Test' && !/`(?:apps|packages|scripts)\/|no test yet/.test(cells.at(-1)!))
        untested.push(`${RULES}:${index + 1}: ${line.slice(0, 60)}`);
    }
    expect(untested).toEqual([]);
  });
});
