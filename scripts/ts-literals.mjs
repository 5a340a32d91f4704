// A small lexer for TypeScript source, enough for scripts/table-writers.mjs: it tells code from
// comments, string literals and template literals (with their `${…}` expressions, nested templates
// included) and regular-expression literals, keeping every character's offset in the file.

const REGEX_AFTER = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_KEYWORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
  'instanceof',
]);

/**
 * Lexes `text`. Returns `code`: the text with comments, string and template contents blanked to
 * spaces (newlines and quote characters kept, so offsets and lines stay those of the file; the
 * code inside `${…}` stays), and `literals`: every string or template literal in file order, as
 * `{ start, parts }` where a part is `{ text, start }` (raw text, escapes unresolved) or
 * `{ expr, start }` (the source of a template's `${…}`, trimmed).
 */
export function lex(text) {
  const code = text.split('');
  const literals = [];
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (code[k] !== '\n') code[k] = ' ';
  };
  const prevSignificant = (i) => {
    let k = i - 1;
    while (k >= 0 && /\s/.test(code[k])) k--;
    if (k < 0) return { char: '', word: '' };
    let w = k;
    while (w >= 0 && /[\w$]/.test(code[w])) w--;
    return { char: code[k], word: code.slice(w + 1, k + 1).join('') };
  };
  const quoted = (i) => {
    const quote = text[i];
    let k = i + 1;
    while (k < text.length && text[k] !== quote && text[k] !== '\n') k += text[k] === '\\' ? 2 : 1;
    literals.push({ start: i, parts: [{ text: text.slice(i + 1, k), start: i + 1 }] });
    blank(i + 1, k);
    return k + 1;
  };
  const regex = (i) => {
    let k = i + 1;
    let inClass = false;
    while (k < text.length && text[k] !== '\n' && (inClass || text[k] !== '/')) {
      if (text[k] === '\\') k++;
      else if (text[k] === '[') inClass = true;
      else if (text[k] === ']') inClass = false;
      k++;
    }
    k++;
    while (k < text.length && /[a-z]/i.test(text[k])) k++;
    blank(i, k);
    return k;
  };
  const template = (i) => {
    const literal = { start: i, parts: [] };
    literals.push(literal);
    let k = i + 1;
    let from = k;
    while (k < text.length && text[k] !== '`') {
      if (text[k] === '\\') k += 2;
      else if (text[k] === '$' && text[k + 1] === '{') {
        literal.parts.push({ text: text.slice(from, k), start: from });
        blank(from, k);
        const end = scan(k + 2, true);
        const source = text.slice(k + 2, end);
        literal.parts.push({
          expr: source.trim(),
          start: k + 2 + (source.length - source.trimStart().length),
        });
        k = end + 1;
        from = k;
      } else k++;
    }
    literal.parts.push({ text: text.slice(from, k), start: from });
    blank(from, k);
    return k + 1;
  };
  // Scans code from `i`; inside a template's `${…}` it stops at the `}` that closes it.
  function scan(i, inExpression) {
    let depth = 0;
    while (i < text.length) {
      const c = text[i];
      const next = text[i + 1];
      if (c === '/' && next === '/') {
        const end = text.indexOf('\n', i);
        const stop = end < 0 ? text.length : end;
        blank(i, stop);
        i = stop;
      } else if (c === '/' && next === '*') {
        const end = text.indexOf('*/', i + 2);
        const stop = end < 0 ? text.length : end + 2;
        blank(i, stop);
        i = stop;
      } else if (c === "'" || c === '"') i = quoted(i);
      else if (c === '`') i = template(i);
      else if (c === '/') {
        const prev = prevSignificant(i);
        const isRegex = prev.char === '' || REGEX_AFTER.has(prev.char) || REGEX_KEYWORDS.has(prev.word);
        i = isRegex ? regex(i) : i + 1;
      } else if (c === '{') {
        depth++;
        i++;
      } else if (c === '}') {
        if (inExpression && depth === 0) return i;
        depth--;
        i++;
      } else i++;
    }
    return i;
  }
  scan(0, false);
  return { code: code.join(''), literals };
}

/** The 1-based line of each offset of `text`: `lineOf(offset)`. */
export function lines(text) {
  const starts = [0];
  for (let k = 0; k < text.length; k++) if (text[k] === '\n') starts.push(k + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
