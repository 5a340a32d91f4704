// The finding half of scripts/table-writers.mjs: the schema's tables, the seed's bulk helpers and
// every write to a table in one TypeScript file (see that script's comment for what counts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lex, lines } from './ts-literals.mjs';

export const SRC = 'apps/api/src';
const ID = String.raw`(?:"?public"?\s*\.\s*)?"?([a-z_][\w$]*)"?`;
const SQL_WRITES = [
  new RegExp(String.raw`\binsert\s+into\s+${ID}`, 'gi'),
  new RegExp(
    String.raw`\b(?<!(?:for|do|key)\s+)update\s+(?:only\s+)?${ID}\s*\*?\s+(?:(?:as\s+)?\w+\s+)?set\b`,
    'gi',
  ),
  new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${ID}`, 'gi'),
  new RegExp(String.raw`\bmerge\s+into\s+(?:only\s+)?${ID}`, 'gi'),
  new RegExp(String.raw`\bcopy\s+${ID}\s*(?:\([^)]*\)\s*)?from\s+(?:stdin\b|program\b|e?'|\0)`, 'gi'),
];
const TRUNCATE = new RegExp(
  String.raw`\btruncate\s+(?:table\s+)?((?:only\s+)?${ID}\s*\*?(?:\s*,\s*(?:only\s+)?${ID}\s*\*?)*)`,
  'gi',
);
const DYNAMIC_WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate|merge\s+into|copy)\s+\0/i;

/** Every .ts file under `dir`. */
export function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, out);
    else if (entry.name.endsWith('.ts')) out.push(file);
  }
  return out;
}

/** The relative `import … from` clauses of a file: the resolved target (no extension), local → exported names, namespace. */
function importsOf(file, text, code) {
  const out = [];
  const re =
    /\bimport\s+(?:type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+)?\s*from\s+['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) {
    if (code[m.index] !== 'i' || !m[3].startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), m[3]).replace(/\.(ts|js)$/, '');
    const names = new Map();
    let namespace;
    if (m[2]?.startsWith('{')) {
      for (const spec of m[2].slice(1, -1).split(',')) {
        const [name, alias] = spec
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/);
        if (name) names.set(alias ?? name, name);
      }
    } else if (m[2]?.startsWith('*')) namespace = m[2].split(/\s+as\s+/)[1];
    out.push({ target, names, namespace });
  }
  return out;
}

/**
 * The offset of argument `index` (0-based) of the call or parameter list whose `(` is at `open`
 * in `code`, or -1. With `angles`, `<…>` nest like brackets (type arguments of parameters).
 */
function argumentAt({ code, open, index, angles = false }) {
  let depth = 0;
  let count = 0;
  const start = (k) => {
    let s = k;
    while (/\s/.test(code[s])) s++;
    return s;
  };
  if (index === 0) return start(open + 1);
  for (let k = open + 1; k < code.length; k++) {
    const c = code[k];
    if ('([{'.includes(c) || (angles && c === '<')) depth++;
    else if (')]}'.includes(c) || (angles && c === '>' && code[k - 1] !== '=')) {
      if (depth === 0) return -1;
      depth--;
    } else if (c === ',' && depth === 0 && ++count === index) return start(k + 1);
  }
  return -1;
}

/** The schema: its `dir`, `tables`: drizzle name → SQL name, `declared`: SQL name → { file, line }. */
export function readSchema(root) {
  const dir = path.join(root, SRC, 'db/schema');
  const tables = new Map();
  const declared = new Map();
  for (const file of walk(dir)) {
    const text = readFileSync(file, 'utf8');
    const { code } = lex(text);
    const lineOf = lines(text);
    for (const m of text.matchAll(/export\s+const\s+([\w$]+)\s*=\s*pgTable\s*\(\s*['"]([\w]+)['"]/g)) {
      if (code[m.index] !== 'e') continue;
      tables.set(m[1], m[2]);
      declared.set(m[2], { file: path.relative(root, file), line: lineOf(m.index) });
    }
  }
  return { dir, tables, declared };
}

/** The bulk helpers of db/seed/bulk.ts that write a table given by name: Map<name, arg index>. */
export function readBulk(root) {
  const file = path.join(root, SRC, 'db/seed/bulk.ts');
  const helpers = new Map();
  if (!existsSync(file)) return { file, helpers };
  const text = readFileSync(file, 'utf8');
  const { code, literals } = lex(text);
  const fns = [...code.matchAll(/export\s+(?:async\s+)?function\s+([\w$]+)\s*(?:<[^(]*>)?\s*\(/g)];
  const found = fns.map((m, i) => {
    const open = m.index + m[0].length - 1;
    const end = fns[i + 1]?.index ?? code.length;
    let index = -1;
    for (let k = 0, at = open; index < 0 && at >= 0; k++) {
      at = argumentAt({ code, open, index: k, angles: true });
      if (at >= 0 && /^table\s*\??\s*:\s*string\b/.test(code.slice(at, at + 40))) index = k;
    }
    const body = literals.filter((l) => l.start > open && l.start < end);
    const writes = body.some((l) => DYNAMIC_WRITE.test(sqlText(l, new Map()).text));
    return { name: m[1], index, writes, body: code.slice(open, end) };
  });
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of found) {
      if (f.index < 0 || helpers.has(f.name)) continue;
      const calls = [...helpers.keys()].some((h) => new RegExp(String.raw`\b${h}\s*\(`).test(f.body));
      if (f.writes || calls) {
        helpers.set(f.name, f.index);
        changed = true;
      }
    }
  }
  return { file: file.replace(/\.ts$/, ''), helpers };
}

/** A literal as one SQL text (a `${…}` is its table's name when it is a drizzle table, else \0). */
function sqlText(literal, tableOf) {
  let text = '';
  const offsets = [];
  for (const part of literal.parts) {
    if ('text' in part) {
      text += part.text;
      for (let k = 0; k < part.text.length; k++) offsets.push(part.start + k);
    } else {
      const name = tableOf.get(part.expr);
      const piece = name ? ` ${name} ` : '\0';
      text += piece;
      for (let k = 0; k < piece.length; k++) offsets.push(part.start);
    }
  }
  return { text, offsets };
}

/** What the names of a file stand for: drizzle tables (local name → SQL name) and bulk helpers. */
function namesOf({ file, text, code, schema, bulk }) {
  const tableOf = new Map();
  const helperOf = new Map();
  for (const imp of importsOf(file, text, code)) {
    if (imp.target === bulk.file) {
      for (const [local, name] of imp.names) if (bulk.helpers.has(name)) helperOf.set(local, name);
    }
    if (imp.target !== schema.dir && !imp.target.startsWith(`${schema.dir}/`)) continue;
    for (const [local, name] of imp.names)
      if (schema.tables.has(name)) tableOf.set(local, schema.tables.get(name));
    if (imp.namespace)
      for (const [name, table] of schema.tables) tableOf.set(`${imp.namespace}.${name}`, table);
  }
  if (file.replace(/\.ts$/, '') === bulk.file)
    for (const name of bulk.helpers.keys()) helperOf.set(name, name);
  return { tableOf, helperOf };
}

/** Every write of one file, in line order: [{ table, line }]. */
export function writesOf({ file, schema, bulk }) {
  const text = readFileSync(file, 'utf8');
  const { code, literals } = lex(text);
  const lineOf = lines(text);
  const { tableOf, helperOf } = namesOf({ file, text, code, schema, bulk });
  const found = [];
  const known = (table) => schema.declared.has(table.toLowerCase());
  const add = (table, offset) => found.push({ table: table.toLowerCase(), line: lineOf(offset) });
  for (const literal of literals) {
    const { text: sql, offsets } = sqlText(literal, tableOf);
    for (const re of SQL_WRITES)
      for (const m of sql.matchAll(re)) if (known(m[1])) add(m[1], offsets[m.index]);
    for (const m of sql.matchAll(TRUNCATE))
      for (const t of m[1].matchAll(new RegExp(ID, 'gi'))) if (known(t[1])) add(t[1], offsets[m.index]);
  }
  const drizzle = /\.\s*(?:insert|update|delete)\s*\(\s*([\w$]+(?:\s*\.\s*[\w$]+)?)\s*[,)]/g;
  for (const m of code.matchAll(drizzle)) {
    const table = tableOf.get(m[1].replace(/\s+/g, ''));
    if (table) add(table, m.index);
  }
  for (const [local, name] of helperOf) {
    for (const m of code.matchAll(
      new RegExp(String.raw`(?<![\w$.])${local.replace('$', '\\$')}\s*\(`, 'g'),
    )) {
      const at = argumentAt({ code, open: m.index + m[0].length - 1, index: bulk.helpers.get(name) });
      const literal = literals.find((l) => l.start === at);
      const table = literal?.parts.length === 1 ? literal.parts[0].text : undefined;
      if (table && known(table)) add(table, m.index);
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
